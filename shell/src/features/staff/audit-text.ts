import type { AuditEntry } from '@aspire/contracts/staff';

/** Actions whose last word alone would not say what happened to whom. */
const ACTION_TEXTS: Record<string, string> = {
  'account.erased': 'Account erased',
  'account.corrected': 'Account details corrected',
  'consent.given': 'Consent given',
  'consent.withdrawn': 'Consent withdrawn',
  'learner.erased': 'Learner’s data erased',
  'sender.erased': 'Sender’s data erased',
  'retention.erased': 'Erased after the retention period',
  'customer.erased': 'Customer’s data erased',
  'order.erased': 'Customer’s details erased from the order',
  'media.uploaded': 'File uploaded to the media library',
  'media.replaced': 'File replaced',
  'media.changed': 'Name or description changed',
};

/** An action as people read it: `staff.roles-changed` → "Roles changed". */
export function actionText(action: string) {
  const known = ACTION_TEXTS[action];
  if (known) return known;
  const words = (action.split('.').at(-1) ?? action).replace(/[-_]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's name as people read it: `followUpOn` → "follow up on". */
const fieldText = (field: string) =>
  field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();

/** A recorded value: lists joined, nothing said as "none", yes/no for flags. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each change of an entry as "roles: admissions → admissions, admin". */
export const changesText = (changes: AuditEntry['changes']) =>
  Object.entries(changes ?? {}).map(
    ([field, { from, to }]) => `${fieldText(field)}: ${valueText(from)} → ${valueText(to)}`,
  );
