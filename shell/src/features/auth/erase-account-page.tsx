import { ApiFailure } from '@aspire/client/api-failure';
import { useSession } from '@aspire/client/session';
import { ERASURE_DAYS, ERASURE_LINK_INCOMPLETE, erasureConfirmSchema } from '@aspire/contracts/privacy';
import { formatDate } from '@aspire/ui/dates.ts';
import { formStyles } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmErasure } from './privacy-api.ts';

/** The service's words for a refused link (the token's field error first), or a plain fallback. */
const refusal = (error: unknown) =>
  error instanceof ApiFailure
    ? (error.errors.token ?? error.message)
    : 'We could not erase your account just now. Please try again in a moment.';

/** What the page says once the account is gone; a link confirmed twice no longer knows the address. */
const erased = ({ email, completeBy }: { email: string; completeBy: string }) =>
  email
    ? `Your account has been erased. We will e-mail ${email} by ${formatDate(completeBy)} when every part of the site has erased its data.`
    : `Your account has been erased. Every part of the site will have erased its data by ${formatDate(completeBy)}.`;

const askAgain = (
  <p>
    <Link to="/account">Ask for a new link from your account</Link>
  </p>
);

/**
 * `/erase-account?token=…`: the link of the erasure e-mail. It never acts on load (mail scanners open
 * links); the person presses the button. Signed in or not, since the link may open in another browser.
 */
export default function EraseAccountPage() {
  usePageMeta({
    title: 'Erase your account',
    description: 'Confirm that your Aspire account should be erased.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const token = erasureConfirmSchema.safeParse({ token: params.get('token') ?? '' });
  const erase = useMutation({
    mutationFn: confirmErasure,
    // The token has ended the account, so identity's sign-out would only be refused: forget it here.
    onSuccess: () => useSession.getState().signOut(),
  });

  return (
    <section className={formStyles.page} aria-labelledby="erase-account-title">
      <h1 id="erase-account-title">Erase your account</h1>
      {!token.success ? (
        <>
          <p className={formStyles.error} role="alert">
            {ERASURE_LINK_INCOMPLETE}
          </p>
          {askAgain}
        </>
      ) : (
        <>
          {!erase.isSuccess && (
            <>
              <p>
                Pressing the button erases your account at once: you can no longer sign in. Within{' '}
                {ERASURE_DAYS} days every part of the site erases what it holds about you, keeping only what
                the law requires, without your name.
              </p>
              <p>
                <button
                  type="button"
                  className={formStyles.submit}
                  disabled={erase.isPending}
                  onClick={() => erase.mutate(token.data.token)}
                >
                  {erase.isPending ? 'Erasing…' : 'Erase my account now'}
                </button>
              </p>
              {erase.isError && (
                <>
                  <p className={formStyles.error} role="alert">
                    {refusal(erase.error)}
                  </p>
                  {askAgain}
                </>
              )}
            </>
          )}
          <div role="status">
            {erase.isSuccess && <p className={formStyles.notice}>{erased(erase.data)}</p>}
          </div>
        </>
      )}
    </section>
  );
}
