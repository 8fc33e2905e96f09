import type { ErasureStatus } from '@aspire/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { inOrderOfAttention, isOverdue, requesterText } from './erasure-status.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const erasure = (id: string, completeBy: string, doneAt: string | null = null): ErasureStatus => ({
  id,
  requestedAt: '2026-11-01T10:00:00.000Z',
  requestedBy: 'self',
  reason: null,
  email: null,
  completeBy,
  services: [],
  doneAt,
});

describe('erasure status', () => {
  it('is overdue only when past its promised time and not done', () => {
    expect(isOverdue(erasure('a', '2026-11-19T00:00:00.000Z'), NOW)).toBe(true);
    expect(isOverdue(erasure('b', '2026-11-19T00:00:00.000Z', '2026-11-18T00:00:00.000Z'), NOW)).toBe(false);
    expect(isOverdue(erasure('c', '2026-11-21T00:00:00.000Z'), NOW)).toBe(false);
  });

  it('puts the overdue first, the longest overdue at the top, and keeps the rest newest first', () => {
    const list = [
      erasure('new', '2026-11-27T00:00:00.000Z'),
      erasure('late', '2026-11-19T00:00:00.000Z'),
      erasure('done', '2026-11-10T00:00:00.000Z', '2026-11-03T00:00:00.000Z'),
      erasure('later', '2026-11-12T00:00:00.000Z'),
    ];
    expect(inOrderOfAttention(list, NOW).map((e) => e.id)).toEqual(['later', 'late', 'new', 'done']);
  });

  it('says who asked: the person themselves, or the admin who recorded it', () => {
    expect(requesterText('self')).toBe('The person, from their account');
    expect(requesterText('Mariam Rahman')).toBe('Mariam Rahman');
  });
});
