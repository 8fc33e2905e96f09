import { ApiFailure, call, http } from '@aspire/client/http';
import { SITE } from '@aspire/config/site';
import { guardianConsentSchema } from '@aspire/contracts/admissions';
import { formStyles } from '@aspire/ui/form.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';

const consentResultSchema = z.object({ studentName: z.string(), confirmed: z.literal(true) });

const confirmConsent = (token: string) =>
  call(http.post('catalog/guardian-consent', { json: { token } }), consentResultSchema);

/** The first name, for a warm line ("Ayesha's application"). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * `/guardian-consent?token=…`: the link mailed to an under-18 applicant's parent or guardian. Opening it
 * confirms their consent, and the application goes ahead.
 */
export function GuardianConsent() {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const wellFormed = guardianConsentSchema.safeParse({ token }).success;
  // A query keyed on the token, not an effect: React's doubled effects in development, a re-render or a
  // return to the page never post the single-use token twice.
  const consent = useQuery({
    queryKey: ['catalog/guardian-consent', token],
    queryFn: () => confirmConsent(token),
    enabled: wellFormed,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  // Not reached, or the service failed: worth trying again. A refusal means the link itself is spent.
  const unanswered =
    consent.error instanceof ApiFailure && (consent.error.status === 0 || consent.error.status >= 500);

  if (consent.isSuccess)
    return (
      <section className={formStyles.page} aria-labelledby="consent-title">
        <h1 id="consent-title">Thank you for your consent</h1>
        <p className={formStyles.notice} role="status">
          Thank you. {firstName(consent.data.studentName)}'s application can now go ahead, and our admissions
          team will be in touch with them soon.
        </p>
      </section>
    );
  return (
    <section className={formStyles.page} aria-labelledby="consent-title">
      <h1 id="consent-title">Parent or guardian's consent</h1>
      {wellFormed && consent.isPending ? (
        <Loading label="Confirming your consent…" />
      ) : (
        <>
          <p className={formStyles.error} role="alert">
            {!wellFormed
              ? 'This link is incomplete. Open the link from the e-mail again, or copy the whole address into your browser.'
              : unanswered
                ? 'We could not confirm your consent just now. Check your connection and try again.'
                : 'This link has expired or has already been used.'}
          </p>
          {unanswered && (
            <p>
              <button type="button" className={formStyles.submit} onClick={() => void consent.refetch()}>
                Try again
              </button>
            </p>
          )}
          <p>
            If you have already confirmed, there is nothing more to do. Otherwise our admissions team will
            gladly help: write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a> or call{' '}
            {SITE.offices.map((office, index) => (
              <span key={office.city}>
                {index > 0 && ' or '}
                {office.city} <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
              </span>
            ))}
            .
          </p>
        </>
      )}
    </section>
  );
}
