import { type HomeBannerFields, homeBannerFieldsSchema } from '@aspire/contracts/content-desk';
import { type HomeBannerEntry, homeBannerEntrySchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type BusyChange, type KindSpec, kindContracts, numberOf } from './kind-spec.ts';
import { PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the banner form holds: each picture as a list, the place as its control gives it. */
export type HomeBannerFormValues = Omit<HomeBannerFields, 'wide' | 'narrow' | 'place'> & {
  wide: string[];
  narrow: string[];
  place: string;
};

export const ADD_WIDE_PICTURE = 'Add the wide picture';

function HomeBannerFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <PictureField
        name="wide"
        altName="alt"
        heading="Wide picture"
        hint="The slide on screens 768 pixels wide and more, linking to the admission form; 1600 × 600 pixels suits it."
        onBusyChange={onBusyChange}
      />
      <PictureField
        name="narrow"
        heading="Phone picture"
        hint="Optional: the same slide upright for phones (under 768 pixels); 720 × 960 pixels suits it. A slide without one is not shown on phones."
        onBusyChange={onBusyChange}
      />
      <section className={desk.section} aria-labelledby="order-heading">
        <h2 id="order-heading">Order</h2>
        <Field
          name="place"
          label="Place in the carousel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          hint="1 shows first. Slides with the same place show in the order they were added."
        />
      </section>
    </>
  );
}

export const homeBannerSpec: KindSpec<HomeBannerFormValues, HomeBannerFields, HomeBannerEntry> = {
  ...kindContracts('home-banners', homeBannerFieldsSchema),
  uploads: { wide: 'picture', narrow: 'picture' },
  previewSchema: homeBannerEntrySchema,
  empty: () => ({ wide: [], narrow: [], alt: '', place: '1' }),
  formOf: ({ wide, narrow, place, ...fields }) => ({
    ...fields,
    wide: pictureList(wide),
    narrow: pictureList(narrow),
    place: String(place),
  }),
  fieldsOf: ({ wide, narrow, place, ...values }) => ({
    ...values,
    wide: pictureUrl(wide),
    narrow: pictureUrl(narrow),
    place: numberOf(place),
  }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'wide' && values.wide.length === 0) return { name, message: ADD_WIDE_PICTURE };
    return { name, message };
  },
  titleField: 'alt',
  titleOf: (fields) => fields.alt,
  Fields: HomeBannerFieldsForm,
};
