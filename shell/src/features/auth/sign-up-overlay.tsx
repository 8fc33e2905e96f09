import { ApiFailure, failureSummary } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/field.tsx';
import styles from '../../components/form.module.css';
import { signUp } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Sign up (spec section 2): the service validates; its errors show in red; success switches to Sign in. */
export function SignUpOverlay() {
  const open = useOverlays((s) => s.open === 'signup');
  const { show, close } = useOverlays.getState();
  const registerError = useSession((s) => s.registerError);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const session = useSession.getState();
    setBusy(true);
    setErrors({});
    session.setRegisterError(null);
    try {
      const profile = await signUp({
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        email: text(form, 'email'),
        mobileNumber: text(form, 'mobileNumber'),
        password: text(form, 'password'),
        confirmPassword: text(form, 'confirmPassword'),
      });
      session.setRegisterError(null);
      session.setAuthError(null);
      useAuthFlow
        .getState()
        .set(profile.email, 'Your account is ready. Sign in with your email and password.');
      show('signin');
    } catch (error) {
      const failure =
        error instanceof ApiFailure ? error : new ApiFailure(0, 'Sign up failed. Please try again.');
      session.setRegisterError(failureSummary(failure));
      setErrors(failure.errors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} title="Sign up" onClose={close}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {registerError && (
          <p className={styles.error} role="alert">
            {registerError}
          </p>
        )}
        <div className={styles.row}>
          <Field label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
          <Field label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <Field
          label="Mobile number"
          name="mobileNumber"
          type="tel"
          autoComplete="tel"
          error={errors.mobileNumber}
        />
        <div className={styles.row}>
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
        </div>
        <button className={styles.submit} type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign up'}
        </button>
        <div className={styles.links}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              useSession.getState().setRegisterError(null);
              show('signin');
            }}
          >
            Already have an account? Sign in
          </button>
        </div>
      </form>
    </Dialog>
  );
}
