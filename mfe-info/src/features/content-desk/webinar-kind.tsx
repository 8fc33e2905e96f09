import { type WebinarFields, webinarFieldsSchema } from '@aspire/contracts/content-desk';
import { type Webinar, webinarSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type KindSpec, kindContracts } from './kind-spec.ts';

function WebinarFieldsForm() {
  return (
    <section className={desk.section} aria-labelledby="details-heading">
      <h2 id="details-heading">Details</h2>
      <Field name="title" label="Title" autoComplete="off" maxLength={120} />
      <Field
        name="speaker"
        label="Speaker"
        autoComplete="off"
        maxLength={120}
        hint="Like Dr. Fathima Zohra."
      />
      <Field
        as="textarea"
        name="summary"
        label="Summary"
        rows={3}
        maxLength={400}
        hint="A sentence on its card under Past events on W Power."
      />
      <Field
        name="recordingUrl"
        label="Recording address"
        type="url"
        autoComplete="off"
        hint="Where Watch leads: the recording on the learning site, starting with https://"
      />
    </section>
  );
}

export const webinarSpec: KindSpec<WebinarFields, WebinarFields, Webinar> = {
  ...kindContracts('webinars', webinarFieldsSchema),
  uploads: {},
  previewSchema: webinarSchema,
  empty: () => ({ title: '', speaker: '', summary: '', recordingUrl: '' }),
  formOf: (fields) => fields,
  fieldsOf: (values) => values,
  issueOf: (path, message) => ({ name: String(path[0]), message }),
  titleField: 'title',
  titleOf: (fields) => fields.title,
  Fields: WebinarFieldsForm,
};
