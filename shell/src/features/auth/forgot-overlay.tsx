import { useOverlays } from '@aspire/client/overlays';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useState } from 'react';
import { requestPasswordReset } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';

/** Forgot Password: unlike the spec's button, Recover Password really sends a reset link. */
export function ForgotOverlay() {
  const open = useOverlays((s) => s.open === 'forgot');
  const close = useOverlays((s) => s.close);
  return (
    <Dialog open={open} title="Forgot Password" onClose={close}>
      <ForgotForm />
    </Dialog>
  );
}

function ForgotForm() {
  const show = useOverlays((s) => s.show);
  const form = useApiForm<{ email: string }>({ defaultValues: { email: useAuthFlow.getState().email } });
  const [sent, setSent] = useState('');

  return (
    <Form
      form={form}
      fallbackError="We could not send the link. Please try again."
      onSubmit={async ({ email }) => {
        setSent('');
        const { message } = await requestPasswordReset(email);
        setSent(message);
      }}
    >
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      {sent && (
        <p className={formStyles.notice} role="status">
          {sent}
        </p>
      )}
      <FormAlert />
      <Field label="Email" name="email" type="email" autoComplete="email" />
      <Submit busyLabel="Sending…">Recover Password</Submit>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} onClick={() => show('signin')}>
          Back to Sign in
        </button>
      </div>
    </Form>
  );
}
