import { useOverlays } from '@aspire/client/overlays';
import type { resetPasswordSchema } from '@aspire/contracts/identity';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { resetPassword } from './auth-api.ts';

/** `/reset-password?token=…`: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password for your Aspire account.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState('');
  const show = useOverlays((s) => s.show);
  return (
    <section className={formStyles.page} aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {!token ? (
        <>
          <p className={formStyles.error} role="alert">
            This link is incomplete. Open the link from the e-mail again, or ask for a new one.
          </p>
          <p>
            <button type="button" className={formStyles.submit} onClick={() => show('forgot')}>
              Send me a new link
            </button>
          </p>
        </>
      ) : done ? (
        <>
          <p className={formStyles.notice} role="status">
            {done}
          </p>
          <p>
            <button type="button" className={formStyles.submit} onClick={() => show('signin')}>
              Sign in
            </button>
          </p>
        </>
      ) : (
        <ResetForm key={token} token={token} onDone={setDone} />
      )}
    </section>
  );
}
export default ResetPasswordPage;

function ResetForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const show = useOverlays((s) => s.show);
  const form = useApiForm<z.input<typeof resetPasswordSchema>>({
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const tokenError = errors.token?.message;

  return (
    <Form
      form={form}
      fallbackError="We could not change the password. Please try again."
      onSubmit={async (payload) => onDone((await resetPassword(payload)).message)}
    >
      <p>Use at least 8 characters. The link works once and for 30 minutes.</p>
      <FormAlert />
      {tokenError && tokenError !== errors.root?.server?.message && (
        <p className={formStyles.error}>{tokenError}</p>
      )}
      <Field label="New password" name="password" type="password" autoComplete="new-password" />
      <Field
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      <Submit busyLabel="Saving…">Set new password</Submit>
      {tokenError && (
        <button type="button" className={formStyles.linkButton} onClick={() => show('forgot')}>
          Ask for a new link
        </button>
      )}
    </Form>
  );
}
