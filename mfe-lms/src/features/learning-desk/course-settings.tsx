import { type Offering, offeringFieldsSchema } from '@aspire/contracts/learning-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useEffect, useState } from 'react';
import { changeOffering, useCoursesChanged } from './desk-api.ts';
import { checkedAs } from './form-check.ts';
import styles from './learning-desk.module.css';
import { OfferingFields } from './offering-fields.tsx';
import { fieldsOf, formOf, type OfferingFormValues } from './offering-form.ts';

const schema = checkedAs<OfferingFormValues>(offeringFieldsSchema, fieldsOf);

/**
 * A course's settings, edited in place: its title, length, batch start and whether completions need a
 * sign-off (the service records each change). Settings saved elsewhere meanwhile replace the form while
 * the person has changed nothing in it.
 */
export function CourseSettings({ offering }: { offering: Offering }) {
  const form = useApiForm<OfferingFormValues>({ schema, defaultValues: formOf(offering) });
  const [savedNow, setSavedNow] = useState(false);
  const changed = useCoursesChanged();
  const { reset } = form;
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) reset(formOf(offering));
  }, [offering, isDirty, reset]);

  const save = async (values: OfferingFormValues) => {
    setSavedNow(false);
    const next = await changeOffering(offering.courseId, offeringFieldsSchema.parse(fieldsOf(values)));
    reset(formOf(next));
    changed([next.courseId]);
    setSavedNow(true);
  };

  return (
    <section className={desk.section} aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <Form form={form} onSubmit={save} className={styles.form}>
        <OfferingFields isNew={false} />
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Saving…">
            Save
          </Submit>
          <div aria-live="polite">
            {savedNow && !isDirty && <p className={desk.saved}>Settings saved.</p>}
          </div>
        </div>
      </Form>
    </section>
  );
}
