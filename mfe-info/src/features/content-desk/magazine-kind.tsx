import { type MagazineFields, magazineFieldsSchema } from '@aspire/contracts/content-desk';
import { type Magazine, magazineSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { DocumentPicker } from '@aspire/ui/document-picker.tsx';
import { Field, get, useFieldValue, useFormContext, useFormState } from '@aspire/ui/form.tsx';
import { mediaLibrary } from './content-api.ts';
import { type BusyChange, type KindSpec, kindContracts, numberOf } from './kind-spec.ts';
import { ADD_A_PICTURE, PictureField, pictureList, pictureUrl } from './picture-field.tsx';

/** What the magazine form holds: year and month as their controls give them, the cover as a list. */
export type MagazineFormValues = Omit<MagazineFields, 'year' | 'month' | 'cover' | 'pdf'> & {
  year: string;
  month: string;
  cover: string[];
  pdf: string | null;
};

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, at) => ({
  value: String(at + 1),
  label: monthName.format(new Date(Date.UTC(2000, at, 1))),
}));

/** The issue's PDF, uploaded as it is chosen; a cover on Magazines opens it. */
function PdfField({ onBusyChange }: { onBusyChange: BusyChange }) {
  const { setValue } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name: 'pdf' });
  const url = (useFieldValue('pdf') as string | null | undefined) ?? null;
  return (
    <section className={desk.section} aria-labelledby="pdf-heading">
      <h2 id="pdf-heading">PDF</h2>
      <DocumentPicker
        legend="The issue as a PDF"
        hint="Opened in a new tab when a reader chooses the cover on Magazines."
        value={url}
        onChange={(next) => setValue('pdf', next, { shouldDirty: true, shouldValidate: isSubmitted })}
        upload={mediaLibrary.uploadDocument}
        library={mediaLibrary}
        error={(get(errors, 'pdf') as { message?: string } | undefined)?.message}
        onBusyChange={(busy) => onBusyChange('pdf', busy)}
      />
    </section>
  );
}

function MagazineFieldsForm({ onBusyChange }: { onBusyChange: BusyChange }) {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <Field
          name="title"
          label="Title"
          autoComplete="off"
          maxLength={120}
          hint="Shown under the cover, like January 2024."
        />
        <div className={desk.pair}>
          <Field as="select" name="month" label="Month">
            <option value="">Choose the month</option>
            {MONTHS.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </Field>
          <Field
            name="year"
            label="Year"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            hint="The year’s button on Magazines lists it."
          />
        </div>
      </section>
      <PictureField
        name="cover"
        heading="Cover"
        hint="The issue’s front page, shown on Magazines above its title; at least 300 pixels on each side."
        onBusyChange={onBusyChange}
      />
      <PdfField onBusyChange={onBusyChange} />
    </>
  );
}

export const magazineSpec: KindSpec<MagazineFormValues, MagazineFields, Magazine> = {
  ...kindContracts('magazines', magazineFieldsSchema),
  uploads: { cover: 'picture', pdf: 'PDF' },
  previewSchema: magazineSchema,
  empty: () => ({
    year: String(new Date().getFullYear()),
    month: '',
    title: '',
    cover: [],
    pdf: null,
  }),
  formOf: ({ year, month, cover, pdf, ...fields }) => ({
    ...fields,
    year: String(year),
    month: String(month),
    cover: pictureList(cover),
    pdf: pdf || null,
  }),
  fieldsOf: ({ year, month, cover, pdf, ...values }) => ({
    ...values,
    year: numberOf(year),
    month: numberOf(month),
    cover: pictureUrl(cover),
    pdf: pdf ?? '',
  }),
  issueOf: (path, message, values) => {
    const name = String(path[0]);
    if (name === 'cover' && values.cover.length === 0) return { name, message: ADD_A_PICTURE };
    if (name === 'pdf' && !values.pdf) return { name, message: 'Add the issue’s PDF' };
    if (name === 'month') return { name, message: 'Choose the month' };
    return { name, message };
  },
  titleField: 'title',
  titleOf: (fields) => fields.title,
  Fields: MagazineFieldsForm,
};
