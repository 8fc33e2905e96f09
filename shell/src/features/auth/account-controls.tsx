import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { useEffect, useState } from 'react';
import styles from './account.module.css';

/** Top bar: the signed-in user's name and Sign out, or a Sign in button. */
export function AccountControls() {
  const token = useSession((s) => s.accessToken);
  const firstName = useSession((s) => s.firstName);
  const lastName = useSession((s) => s.lastName);
  const [busy, setBusy] = useState(false);
  useSessionCheck(token);
  if (!token) {
    return (
      <button type="button" className={styles.signIn} onClick={() => useOverlays.getState().show('signin')}>
        Sign in
      </button>
    );
  }
  return (
    <div className={styles.account}>
      <span className={styles.name} data-testid="account-name">
        <span className="visually-hidden">Signed in as </span>
        {`${firstName} ${lastName}`.trim()}
      </span>
      <button
        type="button"
        className={styles.signOut}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          // The API client (and zod) load only when needed, keeping the first load small.
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

/**
 * Checks a stored session once per token: a token that expired, or that ended elsewhere (signed out on
 * another device, password reset), signs the page out; a valid one refreshes the name shown.
 * Plain fetch, so the API client stays out of the first load.
 */
function useSessionCheck(token: string | null) {
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch('/api/identity/me', { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then(async (response) => {
        const session = useSession.getState();
        if (session.accessToken !== token) return;
        if (response.status === 401) session.signOut();
        else if (response.ok) {
          const { data } = (await response.json()) as { data?: { firstName?: unknown; lastName?: unknown } };
          if (typeof data?.firstName === 'string' && typeof data.lastName === 'string') {
            useSession.setState({ firstName: data.firstName, lastName: data.lastName });
          }
        }
      })
      .catch(() => {
        // Offline or aborted: keep the session; the next API call decides.
      });
    return () => controller.abort();
  }, [token]);
}
