import { type FacultyFields, facultyFieldsSchema } from '@aspire/contracts/content-desk';
import { type Faculty, facultySchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { linesOf, listWords, textOfLines } from './lines.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the faculty form holds: the qualifications as one text, one a line; the portrait as a list. */
export type FacultyFormValues = Omit<FacultyFields, 'qualifications' | 'image'> & {
  qualifications: string;
  image: string[];
};

function FacultyFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="name" label="Name" autoComplete="off" maxLength={80} />
        <div className={desk.pair}>
          <Field
            name="designation"
            label="Designation"
            autoComplete="off"
            maxLength={80}
            hint="Like Assistant Professor."
          />
          <Field
            name="department"
            label="Department"
            autoComplete="off"
            maxLength={80}
            hint="Like Psychology."
          />
        </div>
        <Field
          name="experience"
          label="Teaching experience"
          autoComplete="off"
          maxLength={80}
          hint="Like 12 years: the profile says “12 years of teaching”."
        />
        <Field
          as="textarea"
          name="qualifications"
          label="Qualifications"
          rows={4}
          hint="One a line, like M.A. Islamic Studies, University of Madras."
        />
        <Field
          as="textarea"
          name="about"
          label="About them"
          rows={6}
          maxLength={2000}
          hint="A few sentences: what they teach and what they care about."
        />
      </section>
      <PictureField
        name="image"
        heading="Portrait"
        hint="A photograph of them; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const facultySpec: KindSpec<FacultyFormValues, FacultyFields, Faculty> = {
  ...kindContracts('faculty', facultyFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: facultySchema,
  empty: () => ({
    name: '',
    designation: '',
    department: '',
    qualifications: '',
    experience: '',
    about: '',
    image: [],
  }),
  formOf: ({ qualifications, image, ...fields }) => ({
    ...fields,
    qualifications: textOfLines(qualifications),
    image: pictureList(image),
  }),
  fieldsOf: ({ qualifications, image, ...values }) => ({
    ...values,
    qualifications: linesOf(qualifications),
    image: pictureUrl(image),
  }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'qualifications') return { name, message: listWords(path, message, 'qualification') };
    return { name, message };
  },
  titleField: 'name',
  titleOf: (fields) => fields.name,
  Fields: FacultyFieldsForm,
};
