import { ApiFailure, failureSummary } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '../../components/field.tsx';
import styles from '../../components/form.module.css';
import { resetPassword } from './auth-api.ts';

/** `/reset-password?token=…`: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password for your Aspire account.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{
    busy: boolean;
    done?: string;
    error?: string;
    errors: Record<string, string>;
  }>({
    busy: false,
    errors: {},
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setState({ busy: true, errors: {} });
    try {
      const { message } = await resetPassword({
        token,
        password: String(form.get('password') ?? ''),
        confirmPassword: String(form.get('confirmPassword') ?? ''),
      });
      setState({ busy: false, done: message, errors: {} });
    } catch (error) {
      const failure =
        error instanceof ApiFailure
          ? error
          : new ApiFailure(0, 'We could not change the password. Please try again.');
      setState({ busy: false, error: failureSummary(failure), errors: failure.errors });
    }
  }

  const show = useOverlays.getState().show;
  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {!token ? (
        <>
          <p className={styles.error} role="alert">
            This link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </p>
          <p>
            <button type="button" className={styles.submit} onClick={() => show('forgot')}>
              Send me a new link
            </button>
          </p>
        </>
      ) : state.done ? (
        <>
          <p className={styles.notice} role="status">
            {state.done}
          </p>
          <p>
            <button type="button" className={styles.submit} onClick={() => show('signin')}>
              Sign in
            </button>
          </p>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>Use at least 8 characters. The link works once and for 30 minutes.</p>
          {state.error && (
            <p className={styles.error} role="alert">
              {state.error}
            </p>
          )}
          {state.errors.token && state.errors.token !== state.error && (
            <p className={styles.error}>{state.errors.token}</p>
          )}
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={state.errors.password}
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={state.errors.confirmPassword}
          />
          <button className={styles.submit} type="submit" disabled={state.busy}>
            {state.busy ? 'Saving…' : 'Set new password'}
          </button>
          {state.errors.token && (
            <button type="button" className={styles.linkButton} onClick={() => show('forgot')}>
              Ask for a new link
            </button>
          )}
        </form>
      )}
    </section>
  );
}
export default ResetPasswordPage;
