import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import type { SignIn } from '@aspire/contracts/identity';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useEffect } from 'react';
import { signIn } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';
import { useSummaryInStore } from './use-summary-in-store.ts';

/** Sign in (spec section 2): email, password, Forgot Password, New user? Sign up; errors in red. */
export function SignInOverlay() {
  const open = useOverlays((s) => s.open === 'signin');
  const close = useOverlays((s) => s.close);
  const token = useSession((s) => s.accessToken);

  // The overlay closes once a token exists (spec section 4).
  useEffect(() => {
    if (open && token) close();
  }, [open, token, close]);

  return (
    <Dialog open={open} title="Sign in" onClose={close}>
      <SignInForm />
    </Dialog>
  );
}

/** Mounted each time the overlay opens, so it starts from the email the previous overlay handed over. */
function SignInForm() {
  const flow = useAuthFlow();
  const form = useApiForm<SignIn>({ defaultValues: { email: flow.email, password: '' } });
  useSummaryInStore(form, useSession.getState().setAuthError);

  const goTo = (name: 'signup' | 'forgot') => {
    flow.set('');
    useOverlays.getState().show(name);
  };

  return (
    <Form
      form={form}
      fallbackError="Sign in failed. Please try again."
      onSubmit={async (credentials) => {
        try {
          await signIn(credentials);
          flow.set('');
        } catch (error) {
          flow.set(credentials.email);
          throw error;
        }
      }}
    >
      {flow.notice && (
        <p className={formStyles.notice} role="status">
          {flow.notice}
        </p>
      )}
      <FormAlert />
      <Field label="Email" name="email" type="email" autoComplete="email" />
      <Field label="Password" name="password" type="password" autoComplete="current-password" />
      <Submit busyLabel="Signing in…">Sign in</Submit>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} onClick={() => goTo('forgot')}>
          Forgot Password?
        </button>
        <button type="button" className={formStyles.linkButton} onClick={() => goTo('signup')}>
          New user? Sign up
        </button>
      </div>
    </Form>
  );
}
