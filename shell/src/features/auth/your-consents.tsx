import { ApiFailure } from '@aspire/client/api-failure';
import type { Consent } from '@aspire/contracts/privacy';
import { formatDate } from '@aspire/ui/dates.ts';
import { formStyles } from '@aspire/ui/form.tsx';
import { Resource } from '@aspire/ui/resource.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import styles from './account.module.css';
import { changeConsent, consentsKey, consentsQuery } from './privacy-api.ts';

/** "Your consents": what the person agreed to, under which notice and when; the optional ones undone as easily. */
export function YourConsents() {
  const consents = useQuery(consentsQuery());
  return (
    <section className={styles.section} aria-labelledby="consents-title">
      <h2 id="consents-title">Your consents</h2>
      <Resource query={consents} what="your consents">
        {(list) => (
          <ul className={styles.consents}>
            {list.map((consent) => (
              <ConsentItem key={consent.purpose} consent={consent} />
            ))}
          </ul>
        )}
      </Resource>
    </section>
  );
}

/** When the consent was given (and under which notice) or withdrawn. */
function standing(consent: Consent) {
  if (consent.given && consent.givenAt)
    return `Given on ${formatDate(consent.givenAt)} under notice version ${consent.noticeVersion}.`;
  if (consent.withdrawnAt) return `Withdrawn on ${formatDate(consent.withdrawnAt)}.`;
  return 'Not given.';
}

function ConsentItem({ consent }: { consent: Consent }) {
  const textId = useId();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (given: boolean) => changeConsent(consent.purpose, given),
    onSuccess: (updated) =>
      queryClient.setQueryData<Consent[]>(consentsKey, (list) =>
        list?.map((each) => (each.purpose === updated.purpose ? updated : each)),
      ),
  });
  return (
    <li>
      <p id={textId} className={styles.consentText}>
        {consent.text}
      </p>
      <p>{standing(consent)}</p>
      {consent.optional ? (
        <>
          <button
            type="button"
            className={styles.secondary}
            aria-describedby={textId}
            disabled={change.isPending}
            onClick={() => change.mutate(!consent.given)}
          >
            {change.isPending ? 'Saving…' : consent.given ? 'Withdraw my consent' : 'Give my consent'}
          </button>
          <div role="status">
            {change.isSuccess && (
              <p className={formStyles.notice}>
                {change.data.given ? 'Thank you: your consent is recorded.' : 'Your consent is withdrawn.'}
              </p>
            )}
          </div>
          {change.isError && (
            <p className={formStyles.error} role="alert">
              {change.error instanceof ApiFailure
                ? change.error.message
                : 'We could not save your choice. Please try again.'}
            </p>
          )}
        </>
      ) : (
        <p className={styles.aside}>
          This consent ends only with your account: to withdraw it, erase your account below.
        </p>
      )}
    </li>
  );
}
