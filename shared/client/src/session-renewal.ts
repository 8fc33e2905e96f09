// By package name, so Module Federation gives every app the one shared session store.
import { useSession } from '@aspire/client/session';

/** A token with less than this left is renewed (identity issues them for 15 minutes). */
export const RENEW_WITHIN_MS = 5 * 60_000;
/**
 * Only a visitor who did something this recently is kept signed in. With 15-minute tokens renewed in
 * their last 5 minutes, 10 minutes makes the idle limit the token's life: whoever stops for 15 minutes
 * finds the token expired and signs in again (identity also stops renewing at its absolute limit).
 */
export const ACTIVE_WITHIN_MS = 10 * 60_000;
const CHECK_EVERY_MS = 30_000;
/** What counts as the visitor doing something: cheap, passive listeners. */
const ACTIVITY = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * A token's claims, read from its payload without verifying it: the services verify; the page only
 * decides when to renew it and what to show. Empty for anything that is not a JWT.
 */
export function tokenClaims(token: string | null | undefined): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** When a token expires (epoch ms), so the page knows when to ask for a fresh one. */
export function tokenExpiry(token: string): number | undefined {
  const { exp } = tokenClaims(token);
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

/**
 * Keeps an active visitor's session alive: when the access token nears its end and the visitor did
 * something lately, asks identity for a fresh one, once at a time (`POST identity/token/refresh`, whose
 * `authorization` header renews the stored token in the client's hooks). A refused renewal (401: the
 * session reached its absolute limit or was ended elsewhere) signs out; any other failure is tried
 * again at the next check. Returns what stops it.
 */
export function keepSessionFresh(target: Window): () => void {
  let lastActivity = Date.now();
  let renewing = false;
  let decoded: { token: string; expiry: number | undefined } = { token: '', expiry: undefined };

  const renew = async (token: string) => {
    renewing = true;
    // The HTTP client (and zod) loads on the first renewal, not with every page's first bytes.
    const { http, ApiFailure } = await import('./http.ts');
    try {
      await http.post('identity/token/refresh');
    } catch (error) {
      // Only if the refused token is still the session's: the visitor may have signed in again since.
      if (error instanceof ApiFailure && error.status === 401 && useSession.getState().accessToken === token)
        useSession.getState().signOut();
    } finally {
      renewing = false;
    }
  };

  const check = () => {
    const token = useSession.getState().accessToken;
    if (!token || renewing) return;
    if (decoded.token !== token) decoded = { token, expiry: tokenExpiry(token) };
    const now = Date.now();
    const left = (decoded.expiry ?? 0) - now;
    if (left <= 0 || left > RENEW_WITHIN_MS || now - lastActivity >= ACTIVE_WITHIN_MS) return;
    void renew(token);
  };

  const onActivity = () => {
    lastActivity = Date.now();
    check();
  };
  const options = { passive: true, capture: true };
  for (const type of ACTIVITY) target.addEventListener(type, onActivity, options);
  const timer = setInterval(check, CHECK_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY) target.removeEventListener(type, onActivity, options);
  };
}
