/**
 * The catalog's part of a person's erasure and of the retention period: their inbox records erased
 * (repo/inbox-erasure.ts), the e-mail outbox made to forget their address, each run audited by the
 * erasure's id or the day, never by the person.
 */
import type { ErasureOrder } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import type { AuditLog } from '@aspire/service-kit/audit';
import { todayInIndia } from '@aspire/service-kit/india-days';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { InboxRepo } from '../repo/inbox.ts';
import type { InboxDoc } from '../repo/inbox-doc.ts';

/** Who the audit log names for work nobody on the staff did. */
export const ERASURE_ACTOR: Actor = { id: 'erasure-request', name: 'Erasure request', email: '' };
export const RETENTION_ACTOR: Actor = { id: 'retention-period', name: 'Retention period', email: '' };

export type Eraser = ReturnType<typeof eraser>;

export function eraser({
  inbox,
  audit,
  outbox,
  now,
}: {
  inbox: InboxRepo;
  audit: AuditLog;
  outbox: Pick<MailOutbox, 'forget'>;
  now: () => Date;
}) {
  /**
   * The outbox forgets the addresses of the records erased (sender's and guardian's) that no record
   * kept still names: a parent of another applicant keeps the e-mails of that application.
   */
  async function forgetAddresses(erased: InboxDoc[], also: string[] = []) {
    const addresses = [...also, ...erased.flatMap((doc) => [doc.email, doc.guardian?.email ?? ''])]
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean);
    for (const address of new Set(addresses))
      if (!(await inbox.stillNamed(address))) await outbox.forget(address);
  }

  return {
    /**
     * Identity's erasure order: every record sent from the person's address. Idempotent: a second run
     * finds nothing left to erase, and the audit entry is written once per order.
     */
    async erasePerson(order: ErasureOrder) {
      const erased = await inbox.eraseSentFrom(order.email, now());
      await forgetAddresses(erased, [order.email]);
      const subject = { kind: 'erasure', id: order.id };
      if ((await audit.forSubject(subject.kind, subject.id)).length === 0)
        await audit.record(ERASURE_ACTOR, {
          action: 'sender.erased',
          subject,
          note: `Erased the person's details from ${erased.length} inbox ${erased.length === 1 ? 'record' : 'records'}`,
        });
      return erased.length;
    },

    /** The enquiries and messages whose retention period is over today (India's date). */
    async eraseRetired() {
      const at = now();
      const erased = await inbox.eraseRetired(todayInIndia(at), at);
      await forgetAddresses(erased);
      if (erased.length > 0)
        await audit.record(RETENTION_ACTOR, {
          action: 'retention.erased',
          subject: { kind: 'inbox-retention', id: at.toISOString() },
          note: `Erased ${erased.length} ${erased.length === 1 ? 'enquiry or message' : 'enquiries and messages'} ${inbox.retentionMonths} months after they arrived`,
        });
      return erased.length;
    },
  };
}
