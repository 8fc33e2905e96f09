import { type TestimonialImageFields, testimonialImageFieldsSchema } from '@aspire/contracts/content-desk';
import { type TestimonialImage, testimonialImageSchema } from '@aspire/contracts/info';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the wall picture form holds: the picture as a list. */
export type TestimonialImageFormValues = Omit<TestimonialImageFields, 'image'> & { image: string[] };

function TestimonialImageFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <PictureField
      name="image"
      altName="alt"
      hint="A card, a letter or a moment of thanks for the wall on Testimonials; its description is its caption in the viewer."
      onBusyChange={onBusyChange}
    />
  );
}

export const testimonialImageSpec: KindSpec<
  TestimonialImageFormValues,
  TestimonialImageFields,
  TestimonialImage
> = {
  ...kindContracts('testimonial-images', testimonialImageFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: testimonialImageSchema,
  empty: () => ({ image: [], alt: '' }),
  formOf: ({ image, ...fields }) => ({ ...fields, image: pictureList(image) }),
  fieldsOf: ({ image, ...values }) => ({ ...values, image: pictureUrl(image) }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    return { name, message };
  },
  titleField: 'alt',
  titleOf: (fields) => fields.alt,
  Fields: TestimonialImageFieldsForm,
};
