import { ERASURE_DAYS, type ErasureStatus, staffErasureSchema } from '@aspire/contracts/privacy';
import { formatDate } from '@aspire/ui/dates.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ERASURE_SERVICE_LABELS, inOrderOfAttention, isOverdue, requesterText } from './erasure-status.ts';
import { erasuresQuery, recordErasure } from './erasures-api.ts';
import own from './privacy-requests.module.css';
import styles from './staff.module.css';

/** How often the list asks again while open, so an admin watching sees the services finish. */
export const REFRESH_MS = 15_000;
export const ADDRESS_REMOVED = 'Address removed after the person was told';

/** `/staff/privacy` (admins): every account erasure and how far each service has got; recording one. */
export default function PrivacyRequestsPage() {
  usePageMeta({ title: 'Privacy requests', description: 'Account erasures and how far each one has got.' });
  const erasures = useQuery({ ...erasuresQuery(), refetchInterval: REFRESH_MS });
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const recorded = async (erasure: ErasureStatus) => {
    setSaid(
      `The account of ${erasure.email ?? 'that address'} is erased. The services remove the rest of the person’s data within ${ERASURE_DAYS} days; the list below shows each as it finishes.`,
    );
    const { queryKey } = erasuresQuery();
    queryClient.setQueryData<ErasureStatus[]>(queryKey, (list = []) => [
      erasure,
      ...list.filter((other) => other.id !== erasure.id),
    ]);
    await queryClient.invalidateQueries({ queryKey });
  };
  return (
    <div className={styles.page}>
      <h1>Privacy requests</h1>
      <p>
        When someone erases their account, their sign-in stops at once and each service then removes or
        anonymises what it holds about them. We promise this within {ERASURE_DAYS} days. This list refreshes
        itself while it is open.
      </p>
      <p role="status" className={styles.said}>
        {said}
      </p>
      <Resource query={erasures} what="the erasures">
        {(list) => <ErasureTable erasures={list} />}
      </Resource>
      <EraseForm onRecorded={recorded} />
    </div>
  );
}

function ErasureTable({ erasures }: { erasures: ErasureStatus[] }) {
  if (erasures.length === 0)
    return (
      <p>
        No accounts have been erased yet. When someone erases theirs, or you record a request below, it shows
        here.
      </p>
    );
  const now = Date.now();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Account erasures, overdue ones first, then newest first</caption>
        <thead>
          <tr>
            <th scope="col">Requested</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
            <th scope="col">E-mail address</th>
            <th scope="col">Services</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {inOrderOfAttention(erasures, now).map((erasure) => (
            <tr key={erasure.id} className={isOverdue(erasure, now) ? own.overdueRow : undefined}>
              <td>
                <time dateTime={erasure.requestedAt}>{formatDate(erasure.requestedAt)}</time>
              </td>
              <td>{requesterText(erasure.requestedBy)}</td>
              <td>{erasure.reason ?? <span className={styles.muted}>None given</span>}</td>
              <td>{erasure.email ?? <span className={styles.muted}>{ADDRESS_REMOVED}</span>}</td>
              <td>
                <ul className={own.services}>
                  {erasure.services.map(({ service, doneAt }) => (
                    <li key={service}>
                      {ERASURE_SERVICE_LABELS[service]}:{' '}
                      {doneAt ? `Done on ${formatDate(doneAt)}` : 'Waiting'}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <OverallState erasure={erasure} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OverallState({ erasure, now }: { erasure: ErasureStatus; now: number }) {
  if (erasure.doneAt) return <>Done on {formatDate(erasure.doneAt)}</>;
  if (isOverdue(erasure, now))
    return (
      <span className={own.overdue}>
        Overdue: was due by {formatDate(erasure.completeBy)}. Check the services still waiting.
      </span>
    );
  return <>Due by {formatDate(erasure.completeBy)}</>;
}

type ErasureRequest = z.input<typeof staffErasureSchema>;

/**
 * An erasure asked for by post or phone. The first press checks the fields; the second, after the
 * admin has read what it does, erases the account. A refusal goes back to the fields, shown under them.
 */
function EraseForm({ onRecorded }: { onRecorded: (erasure: ErasureStatus) => Promise<void> }) {
  const form = useApiForm<ErasureRequest>({
    schema: staffErasureSchema,
    defaultValues: { email: '', reason: '' },
  });
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  return (
    <section className={styles.panel} aria-labelledby="erase-title">
      <h2 id="erase-title">Erase an account for a request made by post or phone</h2>
      <p>
        Use this only once you are sure the request came from the account’s owner. The account cannot be
        brought back.
      </p>
      <Form
        form={form}
        fallbackError="The account could not be erased. Please try again."
        onSubmit={async (request) => {
          if (!confirming) return setConfirming(true);
          try {
            const erasure = await recordErasure(request);
            form.reset();
            setConfirming(false);
            await onRecorded(erasure);
          } catch (error) {
            setConfirming(false);
            throw error;
          }
        }}
      >
        <FormAlert />
        <Field
          label="E-mail address of the account"
          name="email"
          type="email"
          autoComplete="off"
          readOnly={confirming}
        />
        <Field
          as="textarea"
          label="How was the request made, and how did you check it was the person?"
          name="reason"
          rows={3}
          hint="For example: letter of 3 March, signature matched the application form."
          readOnly={confirming}
        />
        {confirming ? (
          <fieldset ref={question} tabIndex={-1} className={own.confirm}>
            <legend>Erase the account of {form.getValues('email')}?</legend>
            <p>Their sign-in stops at once and every service removes their data. This cannot be undone.</p>
            <div className={styles.actions}>
              <Submit className={styles.danger} busyLabel="Erasing…">
                Yes, erase the account
              </Submit>
              <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
                Go back
              </button>
            </div>
          </fieldset>
        ) : (
          <Submit className={styles.primary} busyLabel="Checking…">
            Erase this account…
          </Submit>
        )}
      </Form>
    </section>
  );
}
