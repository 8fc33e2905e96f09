import type { AuditEntry } from '@aspire/contracts/staff';
import { describe, expect, it } from 'vitest';
import { mergeLogs } from './activity-log.ts';
import { changesText, valueText } from './audit-text.ts';

const entry = (id: string, at: string): AuditEntry => ({
  id,
  at: `2026-11-${at}T10:00:00.000Z`,
  actor: { id: 'a', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in' },
  service: 'x',
  action: 'inbox.status-changed',
  subject: { kind: 'inbox', id, label: id },
});

describe('the merged activity log', () => {
  it('shows every loaded entry newest first when no service has more', () => {
    const { entries, loadMore } = mergeLogs([
      { service: 'identity', entries: [entry('i2', '20'), entry('i1', '10')], more: false },
      { service: 'catalog', entries: [entry('c1', '15')], more: false },
    ]);
    expect(entries.map((e) => e.id)).toEqual(['i2', 'c1', 'i1']);
    expect(loadMore).toEqual([]);
  });

  it('holds back entries older than what a service with more could still hold, and asks that service', () => {
    const { entries, loadMore } = mergeLogs([
      { service: 'identity', entries: [entry('i2', '20'), entry('i1', '05')], more: false },
      { service: 'catalog', entries: [entry('c2', '18'), entry('c1', '12')], more: true },
      { service: 'lms', entries: [entry('l2', '16'), entry('l1', '03')], more: true },
    ]);
    // Catalog's next page may hold entries from the 12th back: nothing older is shown yet.
    expect(entries.map((e) => e.id)).toEqual(['i2', 'c2', 'l2', 'c1']);
    expect(loadMore).toEqual(['catalog']);
  });
});

describe('audit texts', () => {
  it('says each change from → to in words', () => {
    expect(
      changesText({ roles: { from: ['admissions'], to: [] }, followUpOn: { from: null, to: '2026-12-01' } }),
    ).toEqual(['roles: admissions → none', 'follow up on: none → 2026-12-01']);
    expect(valueText(true)).toBe('yes');
  });
});
