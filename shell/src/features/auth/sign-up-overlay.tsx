import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import type { SignUp } from '@aspire/contracts/sign-up';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { signUp } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';
import { useSummaryInStore } from './use-summary-in-store.ts';

/**
 * Sign up (spec section 2): the service validates; its errors show in red; success switches to Sign in,
 * saying where the confirmation e-mail went.
 */
export function SignUpOverlay() {
  const open = useOverlays((s) => s.open === 'signup');
  const close = useOverlays((s) => s.close);
  return (
    <Dialog open={open} title="Sign up" onClose={close}>
      <SignUpForm />
    </Dialog>
  );
}

function SignUpForm() {
  const show = useOverlays((s) => s.show);
  const form = useApiForm<SignUp>({
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      mobileNumber: '',
      password: '',
      confirmPassword: '',
    },
  });
  useSummaryInStore(form, useSession.getState().setRegisterError);

  return (
    <Form
      form={form}
      fallbackError="Sign up failed. Please try again."
      onSubmit={async (account) => {
        const profile = await signUp(account);
        useAuthFlow
          .getState()
          .set(
            profile.email,
            `Your account is ready. Sign in with your email and password. We sent a link to ${profile.email} to confirm your address.`,
          );
        show('signin');
      }}
    >
      <FormAlert />
      <div className={formStyles.row}>
        <Field label="First name" name="firstName" autoComplete="given-name" />
        <Field label="Last name" name="lastName" autoComplete="family-name" />
      </div>
      <Field label="Email" name="email" type="email" autoComplete="email" />
      <Field
        label="Mobile number"
        name="mobileNumber"
        type="tel"
        autoComplete="tel"
        hint="10 digits, or + and the country code"
      />
      <div className={formStyles.row}>
        <Field label="Password" name="password" type="password" autoComplete="new-password" />
        <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" />
      </div>
      <p className={formStyles.hint}>
        By creating an account you agree to our{' '}
        <a href="/terms-conditions" target="_blank" rel="noopener">
          terms<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and our{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          privacy notice<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <Submit busyLabel="Creating your account…">Sign up</Submit>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} onClick={() => show('signin')}>
          Already have an account? Sign in
        </button>
      </div>
    </Form>
  );
}
