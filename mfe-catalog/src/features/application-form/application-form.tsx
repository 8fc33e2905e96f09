import { ApiFailure } from '@aspire/client/http';
import { SITE } from '@aspire/config/site';
import {
  APPLICATION_FIELDS,
  type ApplicationInput,
  admissionModeOf,
  CATEGORY_IDS,
  type Course,
} from '@aspire/contracts/catalog';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { parseCourseId, useCourse } from '../../lib/catalog-api.ts';
import styles from './application-form.module.css';
import { submitForm } from './submit-form.ts';

type Field = (typeof APPLICATION_FIELDS)[number];
type Values = Record<Field, string>;
type Status = 'editing' | 'submitting' | 'succeeded';

const EMPTY: Values = { studentName: '', email: '', mobileNumber: '', gender: '', message: '' };
const REQUIRED: Record<Field, string> = {
  studentName: 'Student name is required',
  email: 'Email is required',
  mobileNumber: 'Mobile number is required',
  gender: 'Choose Male or Female',
  message: 'Message is required',
};

/** One key per form fill: a retry or a double submit of the same fill is stored once. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
      );

const modeLabel = (course: Course) =>
  admissionModeOf(course.id) === 'online'
    ? 'Online'
    : CATEGORY_IDS.free.includes(course.id)
      ? 'Free course'
      : 'On campus';

type Props = { kind: 'admissions' | 'enquiries'; submitLabel: string };

/**
 * The admission and enquiry form (spec section 2, Forms): every field required, each error under its
 * field, submit disabled while sending, a Thank You once the service has stored the form.
 */
export function ApplicationForm({ kind, submitLabel }: Props) {
  const [params] = useSearchParams();
  const courseId = parseCourseId(params.get('course'));
  const course = useCourse(courseId);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('editing');
  const [key] = useState(newKey);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;

  useEffect(() => {
    if (status !== 'succeeded') return;
    thanksRef.current?.scrollIntoView({ block: 'start' });
    thanksRef.current?.focus({ preventScroll: true });
  }, [status]);

  const focusFirstInvalid = (invalid: Partial<Record<Field, string>>) => {
    const first = APPLICATION_FIELDS.find((field) => invalid[field]);
    if (first)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setFormError(null);
    const missing: Partial<Record<Field, string>> = {};
    for (const field of APPLICATION_FIELDS) if (!values[field].trim()) missing[field] = REQUIRED[field];
    setErrors(missing);
    if (Object.keys(missing).length) {
      focusFirstInvalid(missing);
      return;
    }
    const chosen = course.status === 'ready' ? course.data : null;
    const payload: ApplicationInput = {
      ...values,
      gender: values.gender as 'Male' | 'Female',
      idempotencyKey: key,
      ...(chosen
        ? { courseId: chosen.id, location: chosen.location, admissionMode: admissionModeOf(chosen.id) }
        : {}),
    };
    sending.current = true;
    setStatus('submitting');
    try {
      await submitForm(kind, payload, key);
      setStatus('succeeded');
    } catch (error) {
      setStatus('editing');
      const failure =
        error instanceof ApiFailure ? error : new ApiFailure(0, 'Something went wrong. Please try again.');
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const [field, message] of Object.entries(failure.errors)) {
        if ((APPLICATION_FIELDS as readonly string[]).includes(field)) fieldErrors[field as Field] = message;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length) {
        setFormError('Please correct the highlighted fields and send the form again.');
        focusFirstInvalid(fieldErrors);
      } else setFormError(failure.message);
    } finally {
      sending.current = false;
    }
  };

  if (status === 'succeeded') {
    return (
      <div className={styles.thanks} role="status">
        <h2 ref={thanksRef} tabIndex={-1}>
          Thank You
        </h2>
        <p className={styles.thanksLead}>Your message has been successfully received</p>
        <p>
          Our admissions team will get back to you within two working days. You can also reach us directly:
        </p>
        <ul className={styles.contacts}>
          <li>
            Email: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </li>
          <li>
            Chennai: <a href={`tel:${SITE.phones.chennai.replace(/\s/g, '')}`}>{SITE.phones.chennai}</a>
          </li>
          <li>
            Bengaluru: <a href={`tel:${SITE.phones.bengaluru.replace(/\s/g, '')}`}>{SITE.phones.bengaluru}</a>
          </li>
        </ul>
        <Link className={styles.submit} to="/">
          Go to Homepage
        </Link>
      </div>
    );
  }

  const describedBy = (field: Field) => (errors[field] ? id(`${field}-error`) : undefined);
  const fieldProps = (field: Field) => ({
    id: id(field),
    name: field,
    required: true,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });
  const error = (field: Field) =>
    errors[field] ? (
      <div className={styles.error}>
        <span className={styles.errorIcon} aria-hidden="true">
          !
        </span>
        <p id={id(`${field}-error`)}>{errors[field]}</p>
      </div>
    ) : null;

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={status === 'submitting'}
    >
      {courseId !== null && (
        <div className={styles.course} aria-live="polite">
          {course.status === 'loading' && <p>Loading the chosen course…</p>}
          {course.status === 'ready' && (
            <p>
              <span className={styles.courseLabel}>Course</span>
              <strong data-testid="chosen-course">{course.data.title}</strong>
              <span>
                {modeLabel(course.data)} · {course.data.location} · {course.data.duration}
              </span>
            </p>
          )}
          {course.status === 'error' && (
            <p>
              The course in this link was not found. Your form will be sent without a course;{' '}
              <Link to="/courses">choose a course</Link> or tell us in your message.
            </p>
          )}
        </div>
      )}
      <p className={styles.note}>All fields are required.</p>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={id('studentName')}>Student name</label>
          <input {...fieldProps('studentName')} type="text" autoComplete="name" maxLength={80} />
          {error('studentName')}
        </div>
        <div className={styles.field}>
          <label htmlFor={id('email')}>Email</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={254} />
          {error('email')}
        </div>
        <div className={styles.field}>
          <label htmlFor={id('mobileNumber')}>Mobile number</label>
          <input
            {...fieldProps('mobileNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={16}
          />
          {error('mobileNumber')}
        </div>
        <div className={styles.field}>
          <label htmlFor={id('gender')}>Gender</label>
          <select {...fieldProps('gender')} autoComplete="sex">
            <option value="" disabled>
              Choose
            </option>
            <option value="Male">Male</option>
            <option value="Female">Female</option>
          </select>
          {error('gender')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={id('message')}>Message</label>
          <textarea {...fieldProps('message')} rows={6} maxLength={2000} />
          {error('message')}
        </div>
      </div>
      <button type="submit" className={styles.submit} disabled={status === 'submitting'}>
        {status === 'submitting' ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
