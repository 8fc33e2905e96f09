import type { InboxRow } from '@aspire/contracts/admissions';
import { today } from '@aspire/ui/desk.ts';

/** Records in these statuses are settled: their follow-up date is no longer due. */
const CLOSED: ReadonlySet<InboxRow['status']> = new Set(['enrolled', 'declined', 'withdrawn', 'spam']);
export const isOverdue = (row: Pick<InboxRow, 'followUpOn' | 'status'>, now = new Date()) =>
  row.followUpOn !== null && !CLOSED.has(row.status) && row.followUpOn <= today(now);
