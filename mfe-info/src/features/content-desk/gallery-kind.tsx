import { type GalleryFields, galleryFieldsSchema } from '@aspire/contracts/content-desk';
import {
  GALLERY_CATEGORIES,
  type GalleryCategory,
  type GalleryItem,
  galleryItemSchema,
} from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { GALLERY_CATEGORY_LABELS } from '../../lib/gallery-categories.ts';
import { type BusyChange, type KindSpec, kindContracts } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the gallery form holds: a category not chosen yet, the picture as a list. */
export type GalleryFormValues = Omit<GalleryFields, 'category' | 'image'> & {
  category: GalleryCategory | '';
  image: string[];
};

function GalleryFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field
          name="caption"
          label="Caption"
          autoComplete="off"
          maxLength={160}
          hint="A line under the photograph in the gallery’s viewer."
        />
        <Field as="select" name="category" label="Category" hint="The gallery’s filter it is shown under.">
          <option value="">Choose a category</option>
          {GALLERY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {GALLERY_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Field>
      </section>
      <PictureField
        name="image"
        altName="alt"
        hint="The photograph itself; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
    </>
  );
}

export const gallerySpec: KindSpec<GalleryFormValues, GalleryFields, GalleryItem> = {
  ...kindContracts('gallery', galleryFieldsSchema),
  uploads: { image: 'picture' },
  previewSchema: galleryItemSchema,
  empty: () => ({ category: '', image: [], alt: '', caption: '' }),
  formOf: ({ image, ...fields }) => ({ ...fields, image: pictureList(image) }),
  fieldsOf: ({ image, ...values }) => ({ ...values, image: pictureUrl(image) }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'image' && values.image.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'category') return { name, message: 'Choose a category' };
    return { name, message };
  },
  titleField: 'caption',
  titleOf: (fields) => fields.caption,
  Fields: GalleryFieldsForm,
};
