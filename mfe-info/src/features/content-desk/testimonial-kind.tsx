import { type TestimonialFields, testimonialFieldsSchema } from '@aspire/contracts/content-desk';
import { type Testimonial, testimonialSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { indiaDayAndTime } from '@aspire/ui/editorial.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the testimonial form holds: the photograph as a list. */
export type TestimonialFormValues = Omit<TestimonialFields, 'image'> & { image: string[] };

function TestimonialFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field name="name" label="Name" autoComplete="off" maxLength={80} hint="Who said it." />
        <Field
          name="qualification"
          label="What they studied"
          autoComplete="off"
          maxLength={120}
          hint="Like B.Sc. Psychology, 2024: shown under their name."
        />
        <Field
          as="textarea"
          name="comment"
          label="What they said"
          rows={6}
          maxLength={1000}
          hint="In their words, as they wrote or said it."
        />
        <Field name="date" label="Dated" type="date" hint="When they said it; shown under the words." />
      </section>
      <PictureField
        name="image"
        heading="Photograph"
        hint="A photograph of them, shown small beside their name; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const testimonialSpec: KindSpec<TestimonialFormValues, TestimonialFields, Testimonial> = {
  ...kindContracts('testimonials', testimonialFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: testimonialSchema,
  empty: () => ({
    name: '',
    qualification: '',
    comment: '',
    date: indiaDayAndTime(new Date().toISOString()).day,
    image: [],
  }),
  formOf: ({ image, ...fields }) => ({ ...fields, image: pictureList(image) }),
  fieldsOf: ({ image, ...values }) => ({ ...values, image: pictureUrl(image) }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'date') return { name, message: 'Choose the date' };
    return { name, message };
  },
  titleField: 'name',
  titleOf: (fields) => fields.name,
  Fields: TestimonialFieldsForm,
};
