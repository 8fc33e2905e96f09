import {
  type InboxStatus,
  inboxChangeSchema,
  inboxNoteSchema,
  inboxQuerySchema,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import type { Actor } from '@aspire/contracts/staff';
import {
  ApiError,
  type AuthEnv,
  body,
  encodeOk,
  ok,
  okEncoded,
  params,
  query,
  requireRole,
} from '@aspire/service-kit';
import { type AuditChange, actorOf } from '@aspire/service-kit/audit';
import { csvResponse } from '@aspire/service-kit/csv-export';
import { todayInIndia } from '@aspire/service-kit/india-days';
import { Hono } from 'hono';
import { z } from 'zod';
import { offerMails } from '../mail/offer-mails.ts';
import { recordMailKeys } from '../mail/record-mails.ts';
import type { InboxDoc } from '../repo/inbox-doc.ts';
import type { RouteDeps } from './deps.ts';
import { awaitingGuardian, CSV_COLUMNS, toRecord, toRow } from './inbox-view.ts';

export const RECORD_NOT_FOUND = 'There is no such record in the inbox';
export const AWAITING_GUARDIAN =
  'This applicant is under 18 and their parent or guardian has not yet confirmed consent. An offer, a fee or an enrolment waits until they do.';
export const ENROL_THROUGH_ACTION =
  'Enrolled is set by the Enrol action, once the learner area has enrolled them';
export const FEE_REQUIRED = 'Record the fee received: amount, mode and reference';
export const RECORD_ERASED =
  "This record's personal details were erased; it is kept only for the college's counts and cannot be changed";
export const ENROL_NOT_YET = 'Only an offered application, or one whose fee is received, can be enrolled';

/** Statuses that need the guardian's consent first (DPDP Act 2023, section 9). */
const NEEDS_CONSENT: readonly InboxStatus[] = ['offered', 'fee_received', 'enrolled'];

const idParam = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Not a record reference') });

/**
 * The admissions desk (role `admissions`): the inbox list and its CSV export, a record's page, and its
 * changes (status, assignee, follow-up date, fee, notes, enrolment), each recorded in the audit log.
 */
export function staffInboxRoutes({ inbox, audit, keys, mail, offices, siteUrl, now }: RouteDeps) {
  const api = new Hono<AuthEnv>();
  const staff = requireRole(keys, 'admissions');

  const found = async (id: string) => {
    const doc = await inbox.byId(id);
    if (!doc) throw new ApiError(404, RECORD_NOT_FOUND);
    return doc;
  };
  /** A record staff may work: an erased one has nobody to write to or call, and nothing to add. */
  const workable = async (id: string) => {
    const doc = await found(id);
    if (doc.erasedAt) throw new ApiError(409, RECORD_ERASED);
    return doc;
  };

  /** The record's page: every field, its duplicates and its timeline. */
  async function recordOf(doc: InboxDoc) {
    const id = doc._id.toHexString();
    const [duplicates, entries, mails] = await Promise.all([
      inbox.duplicatesOf(doc),
      audit.forSubject('inbox', id),
      mail.recorded(recordMailKeys(doc.kind, id).map(({ key }) => key)),
    ]);
    return toRecord(doc, duplicates, entries, mails, inbox.retentionMonths);
  }

  const recordChange = (actor: Actor, doc: InboxDoc, change: Omit<AuditChange, 'subject'>) =>
    audit.record(actor, {
      ...change,
      subject: { kind: 'inbox', id: doc._id.toHexString(), label: doc.name },
    });

  api.get('/staff/inbox', staff, query(inboxQuerySchema), async (c) => {
    const { after, limit, ...filters } = c.req.valid('query');
    c.header('cache-control', 'private, no-store');
    const today = todayInIndia(now());
    const answer = await inbox.cached(JSON.stringify([filters, today, after, limit]), async () => {
      const page = await inbox.page(filters, today, after, limit);
      return encodeOk({ rows: page.rows.map((doc) => toRow(doc, inbox.retentionMonths)), next: page.next });
    });
    return okEncoded(c, answer);
  });

  api.get('/staff/inbox.csv', staff, query(inboxQuerySchema), async (c) => {
    const { after: _after, limit: _limit, ...filters } = c.req.valid('query');
    const today = todayInIndia(now());
    return csvResponse(inbox.all(filters, today), CSV_COLUMNS, { filename: `admissions-${today}.csv` });
  });

  api.get('/staff/inbox/:id', staff, params(idParam), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await recordOf(await found(c.req.valid('param').id)));
  });

  api.patch('/staff/inbox/:id', staff, params(idParam), body(inboxChangeSchema), async (c) => {
    const doc = await workable(c.req.valid('param').id);
    const change = c.req.valid('json');
    const actor = actorOf(c.var.user);
    const set: Partial<InboxDoc> = {};
    const changes: NonNullable<AuditChange['changes']> = {};
    const status = change.status;

    if (status !== undefined && status !== doc.status) {
      if (status === 'enrolled')
        throw new ApiError(409, ENROL_THROUGH_ACTION, { status: ENROL_THROUGH_ACTION });
      if (NEEDS_CONSENT.includes(status) && awaitingGuardian(doc))
        throw new ApiError(409, AWAITING_GUARDIAN, { status: AWAITING_GUARDIAN });
      if (status === 'fee_received' && !change.fee && !doc.fee)
        throw new ApiError(400, `Invalid fee: ${FEE_REQUIRED}`, { fee: FEE_REQUIRED });
      set.status = status;
      changes.status = { from: doc.status, to: status };
    }
    if (change.fee) {
      set.fee = { ...change.fee, recordedBy: actor, recordedAt: now() };
      changes.fee = { from: doc.fee, to: set.fee };
    }
    if (change.assignee !== undefined && change.assignee?.id !== doc.assignee?.id) {
      set.assignee = change.assignee;
      set.holder = change.assignee?.id ?? 'none';
      changes.assignee = { from: doc.assignee, to: change.assignee };
    }
    if (change.followUpOn !== undefined && change.followUpOn !== doc.followUpOn) {
      set.followUpOn = change.followUpOn;
      changes.followUpOn = { from: doc.followUpOn, to: change.followUpOn };
    }
    const offering = set.status === 'offered' && !doc.offerSentAt;
    if (offering) set.offerSentAt = now();
    if (Object.keys(changes).length === 0) return ok(c, await recordOf(doc));

    const updated = (await inbox.update(doc, set)) ?? { ...doc, ...set };
    await recordChange(actor, doc, { action: 'update', changes });
    if (offering) {
      const offer = {
        id: doc._id.toHexString(),
        name: doc.name,
        email: doc.email,
        courseTitle: doc.courseTitle,
        campus: doc.campus,
        at: now(),
      };
      await mail.queueOnce(offerMails(offer, siteUrl, offices.admissions));
    }
    return ok(c, await recordOf(updated));
  });

  api.post('/staff/inbox/:id/notes', staff, params(idParam), body(inboxNoteSchema), async (c) => {
    const doc = await workable(c.req.valid('param').id);
    await recordChange(actorOf(c.var.user), doc, { action: 'note', note: c.req.valid('json').note });
    return ok(c, await recordOf(doc));
  });

  api.post('/staff/inbox/:id/enrol', staff, params(idParam), async (c) => {
    const doc = await workable(c.req.valid('param').id);
    // Enrolled already (a retried click): the record as it stands.
    if (doc.status === 'enrolled') return ok(c, await recordOf(doc));
    if (awaitingGuardian(doc)) throw new ApiError(409, AWAITING_GUARDIAN);
    if (doc.status !== 'offered' && doc.status !== 'fee_received')
      throw new ApiError(409, `${ENROL_NOT_YET} (this one is ${STATUS_LABELS[doc.status].toLowerCase()})`);
    const updated = (await inbox.update(doc, { status: 'enrolled', enrolledAt: now() })) ?? doc;
    await recordChange(actorOf(c.var.user), doc, {
      action: 'enrol',
      changes: { status: { from: doc.status, to: 'enrolled' } },
    });
    return ok(c, await recordOf(updated));
  });

  return api;
}
