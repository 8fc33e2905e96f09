import { ApiFailure } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './login-form.module.css';
import { signInLearner } from './sign-in.ts';

/**
 * The LMS login form (spec section 2): Email, Password, Forgot Password, Sign in, and the auth error
 * in red above the fields.
 */
export function LoginForm() {
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      // Success stores the session; the page then goes on to where the learner was heading.
      await signInLearner({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
    } catch (failure) {
      const message =
        failure instanceof ApiFailure ? failure.message : 'We could not sign you in. Please try again.';
      setError({ message, fields: failure instanceof ApiFailure ? failure.errors : {} });
      setBusy(false);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  const invalid = (field: string) =>
    error && (field in error.fields || !Object.keys(error.fields).length) ? true : undefined;

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {error && (
        <div id={`${id}-error`} ref={errorRef} tabIndex={-1} className={styles.error} role="alert">
          {error.message}
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          aria-invalid={invalid('email')}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={invalid('password')}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button type="button" className={styles.forgot} onClick={() => useOverlays.getState().show('forgot')}>
        Forgot Password
      </button>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
