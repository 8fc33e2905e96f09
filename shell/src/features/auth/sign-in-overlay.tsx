import { ApiFailure, failureSummary } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { Field } from '../../components/field.tsx';
import styles from '../../components/form.module.css';
import { signIn } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';

/** Sign in (spec section 2): email, password, Forgot Password, New user? Sign up; errors in red. */
export function SignInOverlay() {
  const open = useOverlays((s) => s.open === 'signin');
  const { show, close } = useOverlays.getState();
  const token = useSession((s) => s.accessToken);
  const authError = useSession((s) => s.authError);
  const flow = useAuthFlow();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The overlay closes once a token exists (spec section 4).
  useEffect(() => {
    if (open && token) close();
  }, [open, token, close]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    setBusy(true);
    setErrors({});
    useSession.getState().setAuthError(null);
    try {
      await signIn({ email, password: String(form.get('password') ?? '') });
      flow.set('');
    } catch (error) {
      const failure =
        error instanceof ApiFailure ? error : new ApiFailure(0, 'Sign in failed. Please try again.');
      useSession.getState().setAuthError(failureSummary(failure));
      setErrors(failure.errors);
      flow.set(email);
    } finally {
      setBusy(false);
    }
  }

  const goTo = (name: 'signup' | 'forgot') => {
    useSession.getState().setAuthError(null);
    flow.set('');
    show(name);
  };

  return (
    <Dialog open={open} title="Sign in" onClose={close}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {flow.notice && (
          <p className={styles.notice} role="status">
            {flow.notice}
          </p>
        )}
        {authError && (
          <p className={styles.error} role="alert">
            {authError}
          </p>
        )}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={flow.email}
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <button className={styles.submit} type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} onClick={() => goTo('forgot')}>
            Forgot Password?
          </button>
          <button type="button" className={styles.linkButton} onClick={() => goTo('signup')}>
            New user? Sign up
          </button>
        </div>
      </form>
    </Dialog>
  );
}
