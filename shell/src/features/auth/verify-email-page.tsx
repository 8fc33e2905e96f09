import { ApiFailure } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { apiKey } from '@aspire/client/queries';
import { isSignedIn, useSession } from '@aspire/client/session';
import { EMAIL_LINK_INCOMPLETE } from '@aspire/contracts/identity';
import { formStyles } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Loading } from '@aspire/ui/status.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { renewSession, requestVerificationLink, verifyEmail } from './auth-api.ts';

/** The service's words for a refusal (the token's field error first), or a plain fallback. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiFailure ? (error.errors.token ?? error.message) : fallback;

/** `/verify-email?token=…`: the page the confirmation e-mail links to. */
export function VerifyEmailPage() {
  usePageMeta({
    title: 'Confirm your e-mail address',
    description: 'Confirm the e-mail address of your Aspire account.',
  });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSession(isSignedIn);
  const queryClient = useQueryClient();
  // A query keyed on the token, not an effect: React's double effects in development, a re-render or a
  // return to the page never post the single-use token twice.
  const check = useQuery({
    queryKey: ['identity/email/verify', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const confirmed = check.isSuccess;
  useEffect(() => {
    if (!(confirmed && signedIn)) return;
    // The signed-in profile is read again, now with the address confirmed; the session too, so the
    // learner area (which reads the token) opens a course waiting for this address at once.
    void queryClient.invalidateQueries({ queryKey: apiKey('identity/me') });
    renewSession().catch(() => {});
  }, [confirmed, signedIn, queryClient]);

  if (confirmed)
    return (
      <section className={formStyles.page} aria-labelledby="verify-title">
        <h1 id="verify-title">Your e-mail address is confirmed</h1>
        <p className={formStyles.notice} role="status">
          Thank you. We will write to {check.data.email} about your studies, applications and orders.
        </p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </section>
    );
  return (
    <section className={formStyles.page} aria-labelledby="verify-title">
      <h1 id="verify-title">Confirm your e-mail address</h1>
      {token && check.isPending ? (
        <Loading label="Checking your link…" />
      ) : (
        <LinkRefused
          message={
            token
              ? refusal(check.error, 'We could not check your link. Please try again in a moment.')
              : EMAIL_LINK_INCOMPLETE
          }
          signedIn={signedIn}
        />
      )}
    </section>
  );
}
export default VerifyEmailPage;

/** Why the link did not work, and the way to a new one: sent to a signed-in owner, or sign in first. */
function LinkRefused({ message, signedIn }: { message: string; signedIn: boolean }) {
  const show = useOverlays((s) => s.show);
  const resend = useMutation({ mutationFn: requestVerificationLink });
  return (
    <>
      <p className={formStyles.error} role="alert">
        {message}
      </p>
      {!signedIn ? (
        <p>
          <button type="button" className={formStyles.submit} onClick={() => show('signin')}>
            Sign in
          </button>
        </p>
      ) : resend.isSuccess ? (
        <p className={formStyles.notice} role="status">
          {resend.data.message}
        </p>
      ) : (
        <>
          {resend.isError && (
            <p className={formStyles.error} role="alert">
              {refusal(resend.error, 'We could not send a new link. Please try again in a moment.')}
            </p>
          )}
          <p>
            <button
              type="button"
              className={formStyles.submit}
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {resend.isPending ? 'Sending…' : 'Send a new link'}
            </button>
          </p>
        </>
      )}
    </>
  );
}
