import { ApiFailure, call, http, schemaOf } from '@aspire/client/http';
import { visitSource } from '@aspire/client/visit-source';
import type { guardianSchema, VisitSource } from '@aspire/contracts/admissions';
import type { ApplicationInput } from '@aspire/contracts/application';
import { admissionModeOf } from '@aspire/contracts/catalog-categories';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { PrivacyNotice } from '@aspire/ui/privacy-notice.tsx';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { parseCourseId, useCourse } from '../../lib/catalog-api.ts';
import styles from './application-form.module.css';
import { ChosenCourse } from './chosen-course.tsx';
import { GuardianFields } from './guardian-fields.tsx';
import { ThankYou } from './thank-you.tsx';

const filledIn = (message: string) => z.string(message).trim().min(1, message);

/**
 * The browser checks only that every field is filled in; the service checks the rest (a mobile number
 * it does not accept comes back as its message under the field, spec section 2). A student under 18
 * also needs a parent or guardian's name, e-mail and phone.
 */
const studentSchema = z.object({
  studentName: filledIn('Student name is required'),
  email: filledIn('Email is required'),
  mobileNumber: filledIn('Mobile number is required'),
  gender: z.enum(['Male', 'Female'], 'Choose Male or Female'),
  message: filledIn('Message is required'),
});
const filledInSchema = z.discriminatedUnion('minor', [
  studentSchema.extend({ minor: z.literal('no') }),
  studentSchema.extend({
    minor: z.literal('yes'),
    guardian: z.object({
      name: filledIn("Parent or guardian's name is required"),
      email: filledIn("Parent or guardian's e-mail is required"),
      phone: filledIn("Parent or guardian's phone is required"),
    }),
  }),
]);
type Guardian = { name: string; email: string; phone: string };
type Values = {
  studentName: string;
  email: string;
  mobileNumber: string;
  gender: string;
  message: string;
} & ({ minor: 'no'; guardian?: Guardian } | { minor: 'yes'; guardian: Guardian });

const EMPTY: Values = {
  studentName: '',
  email: '',
  mobileNumber: '',
  gender: '',
  message: '',
  minor: 'no',
  guardian: { name: '', email: '', phone: '' },
};

/** What the forms send: the fill, where the visitor came from, and for an admission the minor's guardian. */
type Payload = ApplicationInput & {
  source: VisitSource;
  minor?: boolean;
  guardian?: z.input<typeof guardianSchema>;
};

const OFFLINE = 'We could not reach the server. Check your connection and try again; your details are kept.';

/** One key per form fill: a retry or a double submit of the same fill is stored once. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

type Props = { kind: 'admissions' | 'enquiries'; submitLabel: string };

/**
 * The admission and enquiry form (spec section 2, Forms): every field required, each error under its
 * field, submit disabled while sending, a Thank You once the service has stored the form.
 */
export function ApplicationForm({ kind, submitLabel }: Props) {
  const [params] = useSearchParams();
  const courseId = parseCourseId(params.get('course'));
  const course = useCourse(courseId);
  const form = useApiForm<Values>({ schema: filledInSchema, defaultValues: EMPTY });
  const [key] = useState(newKey);
  const [sent, setSent] = useState(false);

  const send = async (values: Values) => {
    const chosen = course.data;
    const { minor, guardian, ...student } = values;
    const payload: Payload = {
      ...student,
      // The browser check above lets only Male or Female through.
      gender: values.gender as ApplicationInput['gender'],
      idempotencyKey: key,
      source: visitSource(),
      ...(chosen
        ? { courseId: chosen.id, location: chosen.location, admissionMode: admissionModeOf(chosen) }
        : {}),
      ...(kind === 'admissions' ? { minor: minor === 'yes', ...(minor === 'yes' ? { guardian } : {}) } : {}),
    };
    try {
      await call(
        http.post(`catalog/${kind}`, { json: payload, headers: { 'Idempotency-Key': key } }),
        // Loaded when the form is sent, so the page's first script builds none of the catalogue's schemas.
        schemaOf(() => import('@aspire/contracts/catalog'), 'receiptSchema'),
      );
    } catch (error) {
      throw error instanceof ApiFailure && error.status === 0 ? new ApiFailure(0, OFFLINE) : error;
    }
    setSent(true);
  };

  if (sent) return <ThankYou />;

  return (
    <Form form={form} onSubmit={send} className={styles.form} aria-busy={form.formState.isSubmitting}>
      {courseId !== null && <ChosenCourse course={course} />}
      <p className={styles.note}>
        All fields are required. A mobile number from outside India starts with + and the country code.
      </p>
      <FormAlert className={styles.formError} />
      <div className={styles.grid}>
        <Field
          className={styles.field}
          name="studentName"
          label="Student name"
          required
          type="text"
          autoComplete="name"
          maxLength={80}
        />
        <Field
          className={styles.field}
          name="email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <Field
          className={styles.field}
          name="mobileNumber"
          label="Mobile number"
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
        />
        {/* defaultValue: rendered as `selected`, so the server's HTML also shows Choose. */}
        <Field
          className={styles.field}
          as="select"
          name="gender"
          label="Gender"
          required
          autoComplete="sex"
          defaultValue=""
        >
          <option value="" disabled>
            Choose
          </option>
          <option value="Male">Male</option>
          <option value="Female">Female</option>
        </Field>
        <Field
          className={`${styles.field} ${styles.wide}`}
          as="textarea"
          name="message"
          label="Message"
          required
          rows={6}
          maxLength={2000}
        />
        {kind === 'admissions' && <GuardianFields />}
      </div>
      <Submit className={styles.submit} busyLabel="Sending…">
        {submitLabel}
      </Submit>
      <div className={styles.privacy}>
        <PrivacyNotice
          purpose={
            kind === 'admissions'
              ? 'to consider this application and to contact the student (and, for a student under 18, their parent or guardian) about it'
              : 'to answer this enquiry'
          }
        />
      </div>
    </Form>
  );
}
