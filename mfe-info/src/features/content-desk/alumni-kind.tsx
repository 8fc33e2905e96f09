import { type AlumniFields, alumniFieldsSchema } from '@aspire/contracts/content-desk';
import { type AlumniStory, alumniStorySchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the alumni story form holds: the portrait as a list. */
export type AlumniFormValues = Omit<AlumniFields, 'imageUrl'> & { imageUrl: string[] };

function AlumniFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="name" label="Name" autoComplete="off" maxLength={80} hint="The graduate’s name." />
        <Field
          as="textarea"
          name="description"
          label="Their story"
          rows={8}
          maxLength={2000}
          hint="The card shows its first 200 characters; See More opens the rest."
        />
      </section>
      <PictureField
        name="imageUrl"
        heading="Portrait"
        hint="A photograph of the graduate; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const alumniSpec: KindSpec<AlumniFormValues, AlumniFields, AlumniStory> = {
  ...kindContracts('alumni', alumniFieldsSchema),
  uploads: { imageUrl: 'picture' },
  previewSchema: alumniStorySchema,
  empty: () => ({ name: '', description: '', imageUrl: [] }),
  formOf: ({ imageUrl, ...fields }) => ({ ...fields, imageUrl: pictureList(imageUrl) }),
  fieldsOf: ({ imageUrl, ...values }) => ({ ...values, imageUrl: pictureUrl(imageUrl) }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'imageUrl' && values.imageUrl.length === 0) return { name, message: ADD_A_PICTURE };
    return { name, message };
  },
  titleField: 'name',
  titleOf: (fields) => fields.name,
  Fields: AlumniFieldsForm,
};
