import {
  type LegalPageFields,
  type PageFields,
  pageFieldsSchema,
  type ScholarshipPageFields,
} from '@aspire/contracts/content-desk';
import { type InfoPage, PAGE_PLACES, pageSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field, useFieldValue } from '@aspire/ui/form.tsx';
import { BodyPreview } from './body-preview.tsx';
import { type KindSpec, kindContracts } from './kind-spec.ts';
import { linesOf, textOfLines } from './lines.ts';

/** What a page's form holds: a legal text as it is; the scholarship page's lists as one text each, a line an item. */
export type PageFormValues =
  | LegalPageFields
  | (Omit<ScholarshipPageFields, 'eligibility' | 'process'> & { eligibility: string; process: string });

const MOTIVES = [0, 1, 2] as const;
const BODY_HINT = [
  'Markdown. Each section starts with a line “## Its title”; the page numbers them.',
  'A table is written with | between cells, and a line “Table: what it lists” just before it.',
  `The page fills in ${PAGE_PLACES.join(', ')} as the site has them now.`,
].join(' ');

function TitleAndIntro() {
  return (
    <>
      <Field name="title" label="Title" autoComplete="off" maxLength={120} hint="The page’s heading." />
      <Field
        as="textarea"
        name="intro"
        label="Introduction"
        rows={3}
        maxLength={600}
        hint="The sentence or two under the heading."
      />
    </>
  );
}

function LegalFields() {
  return (
    <section className={desk.section} aria-labelledby="details-heading">
      <h2 id="details-heading">Text</h2>
      <TitleAndIntro />
      <Field
        name="updated"
        label="Last updated"
        autoComplete="off"
        maxLength={40}
        hint="The day of the last real change, as the page says it, like 26 November 2026."
      />
      <Field as="textarea" name="body" label="Sections" rows={24} hint={BODY_HINT} />
      <BodyPreview />
    </section>
  );
}

function ScholarshipFields() {
  return (
    <>
      <section className={desk.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Text</h2>
        <TitleAndIntro />
        <Field as="textarea" name="eligibility" label="Who can apply" rows={5} hint="One a line." />
        <Field as="textarea" name="process" label="How it works" rows={5} hint="One step a line, in order." />
      </section>
      <section className={desk.section} aria-labelledby="motives-heading">
        <h2 id="motives-heading">Why students apply</h2>
        <p className={desk.hint}>
          Three motives from past applications, shared with permission and without names.
        </p>
        {MOTIVES.map((n) => (
          <fieldset key={n} className={desk.section}>
            <legend>Motive {n + 1}</legend>
            <Field name={`motives.${n}.text`} as="textarea" label="What they said" rows={4} maxLength={600} />
            <Field
              name={`motives.${n}.name`}
              label="Who they are"
              autoComplete="off"
              maxLength={80}
              hint="Without their name, like A young woman in Bengaluru."
            />
          </fieldset>
        ))}
        <p className={desk.hint}>The phone number, Contact Us and Apply Now are the page’s own.</p>
      </section>
    </>
  );
}

/** The page's own fields: a legal text, or the scholarship page's parts. */
function PageFieldsForm() {
  return useFieldValue('layout') === 'scholarship' ? <ScholarshipFields /> : <LegalFields />;
}

export const pageSpec: KindSpec<PageFormValues, PageFields, InfoPage> = {
  ...kindContracts('pages', pageFieldsSchema),
  uploads: {},
  previewSchema: pageSchema,
  // Pages are never added: only a loaded page is edited.
  empty: () => ({ layout: 'legal', title: '', intro: '', updated: '', body: '' }),
  formOf: (fields) =>
    fields.layout === 'legal'
      ? fields
      : { ...fields, eligibility: textOfLines(fields.eligibility), process: textOfLines(fields.process) },
  fieldsOf: (values) =>
    values.layout === 'legal'
      ? values
      : { ...values, eligibility: linesOf(values.eligibility), process: linesOf(values.process) },
  // A list's words go under its one text control; a motive's under its own.
  issueOf: (path, message) => {
    const name = String(path[0]);
    if (name === 'eligibility' || name === 'process') return { name, message };
    return { name: path.map(String).join('.'), message };
  },
  titleField: 'title',
  titleOf: (fields) => fields.title,
  Fields: PageFieldsForm,
};
