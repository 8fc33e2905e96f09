import { ApiFailure } from '@aspire/client/api-failure';
import {
  SECOND_FACTOR_INVALID,
  type StaffChallenge,
  staffSignInSchema,
  staffVerifySchema,
} from '@aspire/contracts/staff';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { CopyButton } from './copy-button.tsx';
import styles from './staff.module.css';
import { finishStaffSignIn, startStaffSignIn } from './staff-api.ts';

/**
 * The staff sign-in, drawn at the address asked for (which shows once it succeeds): the password, then
 * the authenticator's code, enrolling the authenticator on the first sign-in.
 */
export function StaffSignIn() {
  usePageMeta({ title: 'Staff sign-in', description: 'Sign in to the Aspire College staff area.' });
  const [challenge, setChallenge] = useState<StaffChallenge | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <section className={styles.signIn} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title">Staff sign-in</h1>
      {challenge ? (
        <CodeStep
          key={challenge.challenge}
          challenge={challenge}
          onRestart={(message) => {
            setNotice(message);
            setChallenge(null);
          }}
        />
      ) : (
        <PasswordStep notice={notice} onChallenge={setChallenge} />
      )}
    </section>
  );
}

function PasswordStep({ notice, onChallenge }: { notice: string; onChallenge: (c: StaffChallenge) => void }) {
  const form = useApiForm<z.input<typeof staffSignInSchema>>({
    schema: staffSignInSchema,
    defaultValues: { email: '', password: '' },
  });
  return (
    <Form
      form={form}
      fallbackError="Sign in failed. Please try again."
      onSubmit={async (credentials) => onChallenge(await startStaffSignIn(credentials))}
    >
      <p>Sign in with your staff e-mail address and password, then the code from your authenticator app.</p>
      {notice && (
        <p className={formStyles.error} role="alert">
          {notice}
        </p>
      )}
      <FormAlert />
      <Field label="Email" name="email" type="email" autoComplete="username" />
      <Field label="Password" name="password" type="password" autoComplete="current-password" />
      <Submit busyLabel="Checking…">Continue</Submit>
    </Form>
  );
}

const codeSchema = staffVerifySchema.pick({ code: true });

/** Step two: enrol (QR code, address and key as text) if asked, then the code or a recovery code. */
function CodeStep({
  challenge,
  onRestart,
}: {
  challenge: StaffChallenge;
  onRestart: (message: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useApiForm<z.input<typeof codeSchema>>({ schema: codeSchema, defaultValues: { code: '' } });
  const enrolling = challenge.step === 'enrol';
  // Focus follows the step: to the enrolment's instructions first, else straight to the code.
  useEffect(() => {
    if (enrolling) document.getElementById('staff-enrol-title')?.focus();
    else form.setFocus('code');
  }, [enrolling, form, recovery]);
  return (
    <>
      {challenge.step === 'enrol' && <Enrolment challenge={challenge} />}
      <Form
        form={form}
        fallbackError="We could not check the code. Please try again."
        onSubmit={async ({ code }) => {
          try {
            await finishStaffSignIn(challenge.challenge, code);
          } catch (error) {
            if (!(error instanceof ApiFailure) || error.status !== 401) throw error;
            // A wrong code is the field's; any other refusal means the challenge is spent: start again.
            if (error.message === SECOND_FACTOR_INVALID)
              throw new ApiFailure(401, error.message, { code: error.message });
            onRestart(error.message);
          }
        }}
      >
        <FormAlert />
        {recovery ? (
          <Field
            key="recovery"
            label="Recovery code"
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint="One of the codes you saved when you set up your authenticator, like abcd-efgh. Each works once."
          />
        ) : (
          <Field
            key="totp"
            label="Code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            hint="6 digits; a new one every 30 seconds"
          />
        )}
        <Submit busyLabel="Checking…">Verify</Submit>
        <div className={formStyles.links}>
          {challenge.step === 'verify' && (
            <button
              type="button"
              className={formStyles.linkButton}
              onClick={() => {
                form.reset({ code: '' });
                setRecovery(!recovery);
              }}
            >
              {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
            </button>
          )}
          <button type="button" className={formStyles.linkButton} onClick={() => onRestart('')}>
            Start again
          </button>
        </div>
      </Form>
    </>
  );
}

/** The authenticator to enrol: the QR code, and the same as text for those who cannot scan it. */
function Enrolment({ challenge }: { challenge: Extract<StaffChallenge, { step: 'enrol' }> }) {
  return (
    <div className={styles.enrol}>
      <h2 id="staff-enrol-title" tabIndex={-1}>
        Set up your authenticator app
      </h2>
      <p>
        This is your first staff sign-in, so your account needs a second step. Open an authenticator app on
        your phone (Google Authenticator, Microsoft Authenticator, Aegis or another) and scan this QR code.
      </p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.qrSvg)}`}
        alt="QR code for your authenticator app"
        width="200"
        height="200"
      />
      <p>Cannot scan it? Add the account by hand with this setup key, or open the address on this device.</p>
      <dl className={styles.setup}>
        <dt>Setup key</dt>
        <dd>
          <code data-testid="totp-secret" className={styles.selectable}>
            {challenge.secret}
          </code>
          <CopyButton value={challenge.secret} label="Copy the setup key" />
        </dd>
        <dt>Address</dt>
        <dd>
          <code className={styles.selectable}>{challenge.otpauthUrl}</code>
          <CopyButton value={challenge.otpauthUrl} label="Copy the address" />
        </dd>
      </dl>
      <p>Then enter the 6-digit code the app shows for Aspire.</p>
    </div>
  );
}
