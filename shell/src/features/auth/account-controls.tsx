import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './account.module.css';

// The API client (and zod) load only for a signed-in visitor, keeping the first load small.
const SessionCheck = lazy(() => import('./session-check.tsx'));

/** Top bar: the signed-in user's name, My account and Sign out, or a Sign in button. */
export function AccountControls() {
  const token = useSession((s) => s.accessToken);
  const firstName = useSession((s) => s.firstName);
  const lastName = useSession((s) => s.lastName);
  const [busy, setBusy] = useState(false);
  if (!token) {
    return (
      <button type="button" className={styles.signIn} onClick={() => useOverlays.getState().show('signin')}>
        Sign in
      </button>
    );
  }
  return (
    <div className={styles.account}>
      <Suspense fallback={null}>
        <SessionCheck />
      </Suspense>
      <span className={styles.name} data-testid="account-name">
        <span className="visually-hidden">Signed in as </span>
        {`${firstName} ${lastName}`.trim()}
      </span>
      <Link to="/account" className={`${styles.signOut} ${styles.accountLink}`}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4 3.6-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className={styles.accountLabel}>My account</span>
      </Link>
      <button
        type="button"
        className={styles.signOut}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const { signOut } = await import('./auth-api.ts');
          await signOut();
          setBusy(false);
        }}
      >
        Sign out
      </button>
    </div>
  );
}
