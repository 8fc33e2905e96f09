import { deskStyles as desk, PictureList } from '@aspire/ui/desk.ts';
import { Field, get, useFieldValue, useFormContext, useFormState } from '@aspire/ui/form.tsx';
import { uploadPicture } from './content-api.ts';

/**
 * The item's one picture (kept in the form's `image` as a list of at most one address, as the kit's
 * picture list holds them), uploaded as it is added, and its description for people who cannot see it.
 */
export function PictureField({
  hint,
  onBusyChange,
}: {
  hint: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { setValue } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name: 'image' });
  const urls = (useFieldValue('image') as string[] | undefined) ?? [];
  return (
    <section className={desk.section} aria-labelledby="picture-heading">
      <h2 id="picture-heading">Picture</h2>
      <PictureList
        legend="Picture"
        hint={hint}
        value={urls}
        onChange={(next) => setValue('image', next, { shouldDirty: true, shouldValidate: isSubmitted })}
        upload={uploadPicture}
        max={1}
        error={(get(errors, 'image') as { message?: string } | undefined)?.message}
        onBusyChange={onBusyChange}
      />
      <Field
        name="imageAlt"
        label="Picture description"
        autoComplete="off"
        maxLength={200}
        hint="Required: what the picture shows, for people who cannot see it (read out by screen readers)."
      />
    </section>
  );
}

/** Said when the picture is missing: the contract's word is about addresses. */
export const ADD_A_PICTURE = 'Add a picture';
