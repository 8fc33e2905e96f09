import { ApiFailure } from '@aspire/client/api-failure';
import { ERASURE_DAYS, ERASURE_LINK_HOURS } from '@aspire/contracts/privacy';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { formStyles } from '@aspire/ui/form.tsx';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styles from './account.module.css';
import { requestErasure } from './privacy-api.ts';

/**
 * "Erase your account": what goes and what the law keeps, then a confirm step that mails the link
 * which does it (so a left-open page alone cannot erase an account).
 */
export function EraseYourAccount() {
  const [asking, setAsking] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="erase-title">
      <h2 id="erase-title">Erase your account</h2>
      <p>
        We erase your account, your name, e-mail address and mobile number, your cart, enquiries, messages and
        applications, and your course progress, within {ERASURE_DAYS} days. You can no longer sign in.
      </p>
      <p>Some records stay, as the law or others need them, without what would name you:</p>
      <ul>
        <li>receipts for your orders, as the tax law requires, without your name and address;</li>
        <li>
          a certificate we issued: its public check shows only its code, the course and the date, so whoever
          you gave it to can still check it;
        </li>
        <li>your own copy of a certificate PDF stays yours.</li>
      </ul>
      <p>
        <button type="button" className={styles.danger} onClick={() => setAsking(true)}>
          Erase my account…
        </button>
      </p>
      <div role="status">
        {sentTo && (
          <p className={formStyles.notice}>
            We have sent a link to {sentTo}. It works for {ERASURE_LINK_HOURS} hours.
          </p>
        )}
      </div>
      <Dialog open={asking} title="Erase your account" onClose={() => setAsking(false)}>
        <ConfirmErasure
          onSent={(email) => {
            setSentTo(email);
            setAsking(false);
          }}
        />
      </Dialog>
    </section>
  );
}

/** Mounted while the dialog is open, so each opening starts unticked. */
function ConfirmErasure({ onSent }: { onSent: (email: string) => void }) {
  const [understood, setUnderstood] = useState(false);
  const tickId = useId();
  const request = useMutation({ mutationFn: requestErasure, onSuccess: ({ email }) => onSent(email) });
  return (
    <div className={formStyles.form}>
      <p>
        We will e-mail you a link. Your account is erased only when you open it and confirm, so we know it is
        you.
      </p>
      <p className={styles.tick}>
        <input
          id={tickId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <label htmlFor={tickId}>I understand this cannot be undone</label>
      </p>
      <button
        type="button"
        className={styles.danger}
        disabled={!understood || request.isPending}
        onClick={() => request.mutate()}
      >
        {request.isPending ? 'Sending…' : 'Send me the confirmation link'}
      </button>
      {request.isError && (
        <p className={formStyles.error} role="alert">
          {request.error instanceof ApiFailure
            ? request.error.message
            : 'We could not send the link. Please try again in a moment.'}
        </p>
      )}
    </div>
  );
}
