import type { EnrolmentRecord } from '@aspire/contracts/learning-desk';
import type { AuditEntry } from '@aspire/contracts/staff';
import type { TimelineEntry } from '@aspire/ui/desk.ts';

/** What the service's recorded actions on an enrolment and its certificate did. */
const ACTION_TEXTS: Record<string, string> = {
  'enrolment.created': 'Enrolled',
  'enrolment.reinstated': 'Enrolled again',
  'enrolment.withdrawn': 'Withdrawn',
  'certificate.issued': 'Certificate issued',
  'certificate.revoked': 'Certificate revoked',
  'certificate.reissued': 'Certificate reissued',
};
/** Changes the action's own words already say (a state, a certificate's status or id). */
const SAID_BY_THE_ACTION = new Set(['state', 'status', 'certificate']);

const valueText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? 'none'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
const humanised = (action: string) => {
  const words = (action.split('.').at(-1) ?? action).replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What an entry did: "Withdrawn. Moved to the evening batch", "Certificate reissued; name: A → B". */
function entryText(entry: AuditEntry) {
  const changes = entry.changes ?? {};
  const invited = entry.action.startsWith('enrolment.') && changes.state?.to === 'invited';
  const action = `${ACTION_TEXTS[entry.action] ?? humanised(entry.action)}${invited ? ' and invited' : ''}`;
  const shown = Object.entries(changes)
    .filter(([field]) => !SAID_BY_THE_ACTION.has(field))
    .map(([field, { from, to }]) => `${field}: ${valueText(from)} → ${valueText(to)}`);
  const text = [action, ...shown].join('; ');
  return entry.note ? `${text}. ${entry.note}` : text;
}

/**
 * An enrolment's story on the desk, oldest first: each recorded action by whom. An enrolment made before
 * the desk kept a record (the seeded ones) starts with when it was made.
 */
export function timelineOf(record: EnrolmentRecord): TimelineEntry[] {
  const entries: TimelineEntry[] = record.audit.map((entry) => ({
    at: entry.at,
    text: entryText(entry),
    who: entry.actor.name,
  }));
  if (!record.audit.some((entry) => entry.action === 'enrolment.created'))
    entries.push({ at: record.enrolledAt, text: 'Enrolled' });
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
