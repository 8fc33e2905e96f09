import { deskStyles as desk, PictureList } from '@aspire/ui/desk.ts';
import { Field, get, useFieldValue, useFormContext, useFormState } from '@aspire/ui/form.tsx';
import { mediaLibrary, uploadPicture } from './content-api.ts';
import type { BusyChange } from './kind-spec.ts';

/**
 * The item's one picture, kept in the form's control `name` as a list of at most one address (as the
 * kit's picture list holds them), uploaded as it is added; with `altName`, its description for people
 * who cannot see it (a kind whose picture the page describes by other words has none).
 */
export function PictureField({
  name,
  altName,
  heading = 'Picture',
  hint,
  onBusyChange,
}: {
  name: string;
  altName?: string;
  heading?: string;
  hint: string;
  onBusyChange: BusyChange;
}) {
  const { setValue, getValues } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name });
  const urls = (useFieldValue(name) as string[] | undefined) ?? [];
  const headingId = `${name}-heading`;
  return (
    <section className={desk.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <PictureList
        legend={heading}
        hint={hint}
        value={urls}
        onChange={(next) => setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted })}
        upload={uploadPicture}
        library={mediaLibrary}
        // A picture chosen again brings its description, unless the editor has written one.
        onChooseFromLibrary={(item) => {
          if (altName && !getValues(altName) && item.alt) setValue(altName, item.alt, { shouldDirty: true });
        }}
        max={1}
        error={(get(errors, name) as { message?: string } | undefined)?.message}
        onBusyChange={(busy) => onBusyChange(name, busy)}
      />
      {altName && (
        <Field
          name={altName}
          label="Picture description"
          autoComplete="off"
          maxLength={200}
          hint="Required: what the picture shows, for people who cannot see it (read out by screen readers)."
        />
      )}
    </section>
  );
}

/** Said when the picture is missing: the contract's word is about addresses. */
export const ADD_A_PICTURE = 'Add a picture';

/** A stored picture's address as the picture list holds it: a list of at most one. */
export const pictureList = (url: string | undefined) => (url ? [url] : []);
/** The list's picture as the item stores it ('' for none, which the contract refuses). */
export const pictureUrl = (list: readonly string[]) => list[0] ?? '';
