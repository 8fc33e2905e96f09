import { ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { sendToken } from '../lib/tokens.ts';
import type { RouteDeps } from './deps.ts';

/**
 * Renewal: a client holding a still-valid token asks for a fresh one as it nears expiry (only identity
 * signs). An idle client's token expires (the idle limit); a session ends 12 hours after sign-in (the
 * absolute limit); a signed-out or changed password's token is refused. All answer 401 `jwt expired`.
 */
export function sessionRoutes({ tokens }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/token/refresh', async (c) => {
    const token = await tokens.renew(c);
    sendToken(c, token);
    return ok(c, { token });
  });
  return api;
}
