import { ApiFailure, failureSummary } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../components/field.tsx';
import styles from '../../components/form.module.css';
import { sendContactMessage } from './contact-api.ts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Write to us (spec section 2): sends the message, then the Thank You page. */
export function ContactOverlay() {
  const open = useOverlays((s) => s.open === 'contact');
  const subject = useOverlays((s) => s.contactSubject);
  const close = useOverlays((s) => s.close);
  const session = useSession();
  const navigate = useNavigate();
  const messageId = useId();
  const [state, setState] = useState<{ busy: boolean; error?: string; errors: Record<string, string> }>({
    busy: false,
    errors: {},
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ busy: true, errors: {} });
    try {
      await sendContactMessage({
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        email: text(form, 'email'),
        phoneNumber: text(form, 'phoneNumber'),
        subject: text(form, 'subject'),
        message: text(form, 'message'),
      });
      setState({ busy: false, errors: {} });
      close();
      navigate('/thank-you');
    } catch (error) {
      const failure =
        error instanceof ApiFailure
          ? error
          : new ApiFailure(0, 'We could not send your message. Please try again.');
      setState({ busy: false, error: failureSummary(failure), errors: failure.errors });
    }
  }

  const errors = state.errors;
  return (
    <Dialog
      open={open}
      title="Write to us"
      onClose={() => {
        setState({ busy: false, errors: {} });
        close();
      }}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {state.error && (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        )}
        <div className={styles.row}>
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={session.firstName}
            error={errors.firstName}
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={session.lastName}
            error={errors.lastName}
          />
        </div>
        <div className={styles.row}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={session.email}
            error={errors.email}
          />
          <Field
            label="Phone number"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            defaultValue={session.mobileNumber}
            error={errors.phoneNumber}
          />
        </div>
        <Field label="Subject" name="subject" defaultValue={subject} error={errors.subject} />
        <div className={styles.field}>
          <label htmlFor={messageId}>Message</label>
          <textarea
            id={messageId}
            name="message"
            rows={10}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
          />
          {errors.message && (
            <p id={`${messageId}-error`} className={styles.fieldError}>
              {errors.message}
            </p>
          )}
        </div>
        <button className={styles.submit} type="submit" disabled={state.busy}>
          {state.busy ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </Dialog>
  );
}
export default ContactOverlay;
