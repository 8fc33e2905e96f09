import { ApiFailure } from '@aspire/client/api-failure';
import { useOverlays } from '@aspire/client/overlays';
import { isSignedIn, useSession } from '@aspire/client/session';
import { ACCOUNT_WIDGETS } from '@aspire/config/site-map';
import { formStyles } from '@aspire/ui/form.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { RemoteView } from '../../remotes/remote-view.tsx';
import styles from './account.module.css';
import { requestVerificationLink } from './auth-api.ts';
import { EraseYourAccount } from './erase-your-account.tsx';
import { meQuery } from './session-check.tsx';
import { YourConsents } from './your-consents.tsx';
import { YourData } from './your-data.tsx';
import { YourDetails } from './your-details.tsx';

/**
 * `/account`: the signed-in person's profile, their links, the widgets remotes give the page, then their
 * rights over their data: consents, the download, and erasure.
 */
export default function AccountPage() {
  usePageMeta({ title: 'My account', description: 'Your Aspire account, applications and courses.' });
  const signedIn = useSession(isSignedIn);
  return (
    <section className={formStyles.page} aria-labelledby="account-title">
      <h1 id="account-title">My account</h1>
      {signedIn ? (
        <SignedIn />
      ) : (
        <>
          <p>Sign in to see your details, your applications and your courses.</p>
          <p>
            <button
              type="button"
              className={formStyles.submit}
              onClick={() => useOverlays.getState().show('signin')}
            >
              Sign in
            </button>
          </p>
        </>
      )}
    </section>
  );
}

function SignedIn() {
  const me = useQuery(meQuery());
  return (
    <>
      <Resource query={me} what="your details">
        {(profile) => (
          <YourDetails profile={profile} confirmation={!profile.emailVerified && <ResendConfirmation />} />
        )}
      </Resource>
      <ul className={styles.accountLinks}>
        <li>
          <Link to="/orders">My orders</Link>
        </li>
        <li>
          <Link to="/course/progress">My courses</Link>
        </li>
      </ul>
      {/* The widget carries its own heading, "My applications". */}
      <RemoteView
        remote={ACCOUNT_WIDGETS.applications.remote}
        module={ACCOUNT_WIDGETS.applications.module}
        widget
      />
      <YourConsents />
      <YourData />
      <EraseYourAccount />
    </>
  );
}

/** Asks identity for a new confirmation link (older links stop working), and says what happened. */
function ResendConfirmation() {
  const resend = useMutation({ mutationFn: requestVerificationLink });
  if (resend.isSuccess)
    return (
      <p className={formStyles.notice} role="status">
        {resend.data.message}
      </p>
    );
  return (
    <>
      <p>Confirm your address to see your applications and the courses you are enrolled in.</p>
      {resend.isError && (
        <p className={formStyles.error} role="alert">
          {resend.error instanceof ApiFailure
            ? resend.error.message
            : 'We could not send a new link. Please try again in a moment.'}
        </p>
      )}
      <button
        type="button"
        className={formStyles.submit}
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Send the confirmation again'}
      </button>
    </>
  );
}
