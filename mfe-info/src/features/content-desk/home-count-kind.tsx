import { type HomeCountFields, homeCountFieldsSchema } from '@aspire/contracts/content-desk';
import { type HomeCount, homeCountSchema } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field } from '@aspire/ui/form.tsx';
import { type KindSpec, kindContracts } from './kind-spec.ts';

function HomeCountFieldsForm() {
  return (
    <section className={desk.section} aria-labelledby="count-heading">
      <h2 id="count-heading">Count</h2>
      <Field
        name="value"
        label="Figure"
        autoComplete="off"
        maxLength={12}
        hint="As the home page shows it, like 15,000+."
      />
      <Field
        name="label"
        label="What it counts"
        autoComplete="off"
        maxLength={40}
        hint="Under the figure, like Alumni Graduated."
      />
    </section>
  );
}

export const homeCountSpec: KindSpec<HomeCountFields, HomeCountFields, HomeCount> = {
  ...kindContracts('home-counts', homeCountFieldsSchema),
  uploads: {},
  previewSchema: homeCountSchema,
  empty: () => ({ value: '', label: '' }),
  formOf: (fields) => fields,
  fieldsOf: (values) => values,
  issueOf: (path, message) => ({ name: String(path[0]), message }),
  titleField: 'label',
  titleOf: (fields) => `${fields.value} ${fields.label}`,
  Fields: HomeCountFieldsForm,
};
