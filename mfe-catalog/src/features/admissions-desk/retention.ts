import { ERASURE_DUE_DAYS, type InboxRow } from '@aspire/contracts/admissions';
import { today } from '@aspire/ui/desk.ts';

const LONG_DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

/** "Will be erased on 14 March 2028 (24 months after it arrived)", or null for a record kept. */
export const retentionText = ({ retention }: Pick<InboxRow, 'retention'>) =>
  retention &&
  `Will be erased on ${LONG_DAY.format(new Date(`${retention.eraseOn}T00:00:00Z`))} (${retention.months} months after it arrived)`;

/** True when the record is erased within ERASURE_DUE_DAYS of today (the list marks it). */
export function erasedSoon({ retention }: Pick<InboxRow, 'retention'>, now = new Date()) {
  const soon = new Date(now.getTime() + ERASURE_DUE_DAYS * 24 * 60 * 60_000);
  return retention !== null && retention.eraseOn <= today(soon);
}
