import { ERASURE_SERVICES, type ErasureStatus, staffErasureSchema } from '@aspire/contracts/privacy';
import { ApiError, body, ok } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import type { ErasureDoc, ErasuresRepo } from '../repo/erasures.ts';
import type { RouteDeps } from './deps.ts';
import { type StaffEnv, staffGuard } from './staff-guard.ts';

export const NO_ACCOUNT = 'No account has this e-mail address';

/** An erasure as the admin's list shows it. */
const erasureStatus = (erasures: ErasuresRepo, doc: ErasureDoc): ErasureStatus => ({
  id: doc._id.toHexString(),
  requestedAt: doc.requestedAt.toISOString(),
  requestedBy: doc.requestedBy === 'self' ? 'self' : doc.requestedBy.name,
  reason: doc.reason,
  email: erasures.addressOf(doc),
  completeBy: doc.completeBy.toISOString(),
  services: ERASURE_SERVICES.map((service) => ({
    service,
    doneAt: doc.acks[service]?.toISOString() ?? null,
  })),
  doneAt: doc.doneAt?.toISOString() ?? null,
});

/**
 * The admin's privacy requests: every erasure and how far it is, and recording one asked for by post
 * or phone (staff checked who asked, so no confirmation e-mail; the "done" e-mail still goes).
 */
export function staffErasureRoutes({ users, erasures, erasure, tokens }: RouteDeps) {
  const admin = staffGuard(tokens)('admin');
  const api = new Hono<StaffEnv>();

  api.get('/staff/erasures', admin, async (c) => {
    c.header('cache-control', 'private, no-store');
    const docs = await erasures.newestFirst();
    return ok(
      c,
      docs.map((doc) => erasureStatus(erasures, doc)),
    );
  });

  api.post('/staff/erasures', admin, body(staffErasureSchema), async (c) => {
    const { email, reason } = c.req.valid('json');
    const user = await users.findByEmail(email);
    if (!user) throw new ApiError(404, NO_ACCOUNT, { email: NO_ACCOUNT });
    const { erasure: done } = await erasure.erase(user, { requestedBy: actorOf(c.var.user), reason });
    c.header('cache-control', 'private, no-store');
    return ok(c, erasureStatus(erasures, done), 201);
  });
  return api;
}
