import { useOverlays } from '@aspire/client/overlays';
import type { SignIn } from '@aspire/contracts/identity';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import styles from './login-form.module.css';
import { signInLearner } from './sign-in.ts';

/**
 * The LMS login form (spec section 2): Email, Password, Forgot Password, Sign in, and the auth error
 * in red above the fields. No checks in the browser (spec section 5): the service's answer is shown.
 * Success stores the session; the login page then goes on to where the learner was heading.
 */
export function LoginForm() {
  const form = useApiForm<SignIn>({ defaultValues: { email: '', password: '' } });
  const busy = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={signInLearner}
      className={styles.form}
      fallbackError="We could not sign you in. Please try again."
    >
      <FormAlert className={styles.error} />
      <Field
        name="email"
        label="Email"
        className={styles.field}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
      />
      <Field
        name="password"
        label="Password"
        className={styles.field}
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="button" className={styles.forgot} onClick={() => useOverlays.getState().show('forgot')}>
        Forgot Password
      </button>
      <Submit busyLabel="Signing in…" className={styles.submit} aria-busy={busy || undefined}>
        Sign in
      </Submit>
    </Form>
  );
}
