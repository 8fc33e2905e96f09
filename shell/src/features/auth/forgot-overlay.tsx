import { ApiFailure, failureSummary } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/field.tsx';
import styles from '../../components/form.module.css';
import { requestPasswordReset } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';

/** Forgot Password: unlike the spec's button, Recover Password really sends a reset link. */
export function ForgotOverlay() {
  const open = useOverlays((s) => s.open === 'forgot');
  const { show, close } = useOverlays.getState();
  const email = useAuthFlow((s) => s.email);
  const [state, setState] = useState<{
    busy: boolean;
    sent?: string;
    error?: string;
    errors: Record<string, string>;
  }>({
    busy: false,
    errors: {},
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('email') ?? '');
    setState({ busy: true, errors: {} });
    try {
      const { message } = await requestPasswordReset(value);
      setState({ busy: false, sent: message, errors: {} });
    } catch (error) {
      const failure =
        error instanceof ApiFailure
          ? error
          : new ApiFailure(0, 'We could not send the link. Please try again.');
      setState({ busy: false, error: failureSummary(failure), errors: failure.errors });
    }
  }

  return (
    <Dialog
      open={open}
      title="Forgot Password"
      onClose={() => {
        setState({ busy: false, errors: {} });
        close();
      }}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
        {state.sent && (
          <p className={styles.notice} role="status">
            {state.sent}
          </p>
        )}
        {state.error && (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        )}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          error={state.errors.email}
        />
        <button className={styles.submit} type="submit" disabled={state.busy}>
          {state.busy ? 'Sending…' : 'Recover Password'}
        </button>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={() => show('signin')}>
            Back to Sign in
          </button>
        </div>
      </form>
    </Dialog>
  );
}
