import { ERASED } from '@aspire/contracts/privacy';
import type { Actor, AuditEntry } from '@aspire/contracts/staff';
import { auditQuerySchema } from '@aspire/contracts/staff';
import { Hono } from 'hono';
import type { JWTVerifyGetKey } from 'jose';
import { type ClientSession, type Db, type Filter, ObjectId } from 'mongodb';
import { type AuthEnv, type AuthUser, requireRole } from './auth.ts';
import { ok } from './envelope.ts';
import { query } from './validate.ts';

type AuditDoc = Omit<AuditEntry, 'id' | 'at' | 'service'> & { _id: ObjectId; at: Date };
export type AuditChange = Pick<AuditEntry, 'action' | 'subject' | 'changes' | 'note'>;

/** The member of staff a signed-in request belongs to, as the log names them. */
export const actorOf = (user: AuthUser): Actor => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim() || user.email,
  email: user.email,
});

export type AuditLog = ReturnType<typeof auditLog>;

/**
 * Every staff change a service makes (who, when, what), in its own `audit_log` collection. A change and
 * its entry are written in the same step (pass the transaction's `session` where there is one); entries
 * are never deleted, and changed only to forget a person whose data was erased (`forgetSubject`). Newest first, paged by `_id`, so a page is an index range at any size.
 */
export function auditLog(db: Db, service: string) {
  const entries = db.collection<AuditDoc>('audit_log');
  const toEntry = ({ _id, ...doc }: AuditDoc): AuditEntry => ({
    ...doc,
    id: _id.toHexString(),
    at: doc.at.toISOString(),
    service,
  });
  return {
    // One index per call: the embedded FerretDB drops the connection when a `createIndexes` of several
    // indexes meets them already there (a restart).
    async init() {
      await entries.createIndex({ 'subject.kind': 1, 'subject.id': 1, _id: -1 }, { name: 'by_subject' });
      await entries.createIndex({ 'actor.id': 1, _id: -1 }, { name: 'by_actor' });
    },
    async record(actor: Actor, change: AuditChange, session?: ClientSession) {
      const doc: AuditDoc = { _id: new ObjectId(), at: new Date(), actor, ...change };
      await entries.insertOne(doc, { session });
      return toEntry(doc);
    },
    /**
     * A record whose person was erased (DPDP Act): its entries keep the story (who on the staff did what,
     * when) but no longer name the person: the subject's label becomes `label`, every note written on it
     * is emptied (staff notes describe the person), and the listed fields' values before and after read
     * ERASED. Doing it again changes nothing.
     */
    async forgetSubject(kind: string, id: string, label: string, fields: string[] = []) {
      const theirs = { 'subject.kind': kind, 'subject.id': id };
      await entries.updateMany(theirs, { $set: { 'subject.label': label } });
      await entries.updateMany({ ...theirs, note: { $exists: true } }, { $set: { note: '' } });
      for (const field of fields)
        await entries.updateMany(
          { ...theirs, [`changes.${field}`]: { $exists: true } },
          { $set: { [`changes.${field}`]: { from: ERASED, to: ERASED } } },
        );
    },
    /** A record's history, oldest first (for its timeline). */
    async forSubject(kind: string, id: string) {
      const docs = await entries.find({ 'subject.kind': kind, 'subject.id': id }).sort({ _id: 1 }).toArray();
      return docs.map(toEntry);
    },
    async page({
      before,
      limit = 50,
      subjectKind,
      subjectId,
      actorId,
    }: {
      before?: string;
      limit?: number;
      subjectKind?: string;
      subjectId?: string;
      actorId?: string;
    }) {
      const filter: Filter<AuditDoc> = {};
      if (subjectKind) filter['subject.kind'] = subjectKind;
      if (subjectId) filter['subject.id'] = subjectId;
      if (actorId) filter['actor.id'] = actorId;
      if (before && ObjectId.isValid(before)) filter._id = { $lt: new ObjectId(before) };
      const docs = await entries
        .find(filter)
        .sort({ _id: -1 })
        .limit(limit + 1)
        .toArray();
      const shown = docs.slice(0, limit);
      return {
        entries: shown.map(toEntry),
        next: docs.length > limit ? (shown.at(-1)?._id.toHexString() ?? null) : null,
      };
    },
  };
}

/** `GET /staff/audit`: the service's part of the admin's log (admins only), filtered and paged. */
export function auditRoutes(log: AuditLog, keys: JWTVerifyGetKey) {
  const api = new Hono<AuthEnv>();
  api.get('/staff/audit', requireRole(keys, 'admin'), query(auditQuerySchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await log.page(c.req.valid('query')));
  });
  return api;
}
