import { staffEnrolmentSchema } from '@aspire/contracts/lms';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useState } from 'react';
import type { z } from 'zod';
import { enrolLearner, useCoursesChanged } from './desk-api.ts';
import styles from './learning-desk.module.css';

const schema = staffEnrolmentSchema.pick({ email: true, name: true });
type EnrolValues = z.infer<typeof schema>;

/**
 * "Enrol a learner": one person by e-mail and name. The service mails the invitation, and the course is
 * theirs once they sign in with that address confirmed; the same person again changes nothing.
 */
export function EnrolForm({ courseId }: { courseId: number }) {
  const form = useApiForm<EnrolValues>({ schema, defaultValues: { email: '', name: '' } });
  const [done, setDone] = useState<string | null>(null);
  const changed = useCoursesChanged();

  const enrol = async ({ email, name }: EnrolValues) => {
    setDone(null);
    const result = await enrolLearner({ email, name, courseId });
    form.reset({ email: '', name: '' });
    changed([courseId]);
    setDone(
      result.created
        ? `Invited ${name}; the invitation is on its way.`
        : `${result.email} is already enrolled in this course: nothing changed, and no second invitation was sent.`,
    );
  };

  return (
    <section className={desk.section} aria-labelledby="enrol-heading">
      <h2 id="enrol-heading">Enrol a learner</h2>
      <Form form={form} onSubmit={enrol} className={styles.form}>
        <Field
          name="email"
          label="E-mail"
          type="email"
          autoComplete="off"
          maxLength={254}
          hint="The invitation goes here; the course is theirs once they sign in with this address confirmed."
        />
        <Field name="name" label="Name" autoComplete="off" maxLength={120} />
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Enrolling…">
            Enrol and invite
          </Submit>
        </div>
      </Form>
      <div aria-live="polite">{done && <p className={desk.saved}>{done}</p>}</div>
    </section>
  );
}
