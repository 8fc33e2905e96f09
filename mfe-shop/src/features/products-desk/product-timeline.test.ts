import type { StaffProduct } from '@aspire/contracts/products-desk';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './product-timeline.ts';
import { auditEntry, staffProduct } from './test-support.tsx';

const texts = (audit: StaffProduct['audit']) =>
  timelineOf(staffProduct({ audit })).map((entry) => entry.text);

describe("a product's timeline", () => {
  it('starts a product the desk never recorded (a seeded one) with when it was added', () => {
    expect(timelineOf(staffProduct({ audit: [] }))).toEqual([
      { at: '2026-03-01T06:15:00.000Z', text: 'Added to the shop' },
    ]);
  });

  it('says each change in words: values as people read them, long ones only named', () => {
    expect(
      texts([
        auditEntry('product.status', '2026-03-05T10:00:00.000Z', { activeStatus: { from: true, to: false } }),
        auditEntry('product.changed', '2026-03-03T10:00:00.000Z', {
          productName: { from: 'Seerah Notes', to: 'Seerah Notes (2nd edition)' },
          category: { from: 'books', to: 'others' },
          gstRate: { from: null, to: 5 },
          hsn: { from: null, to: '4820' },
          productDescription: { from: 'Old words', to: 'New words' },
        }),
        auditEntry('product.created', '2026-03-02T10:00:00.000Z', { mrp: { from: null, to: 300 } }),
        auditEntry('product.stock', '2026-03-04T10:00:00.000Z', { stock: { from: null, to: 40 } }),
        auditEntry('product.stock', '2026-03-06T10:00:00.000Z', { stock: { from: 40, to: null } }),
      ]),
    ).toEqual([
      'Created',
      'Name: “Seerah Notes” → “Seerah Notes (2nd edition)”; category: Books → Others; GST rate: none → 5%; HSN code: none → 4820; description changed',
      'Stock: not counted → 40',
      'Taken off sale',
      'Stock: 40 → not counted',
    ]);
  });

  it('names the member of staff, and says an action it does not know by its name', () => {
    const entry = timelineOf(
      staffProduct({ audit: [auditEntry('product.re-index', '2026-03-02T10:00:00.000Z', undefined)] }),
    ).at(-1);
    expect(entry).toEqual({ at: '2026-03-02T10:00:00.000Z', text: 'Re index', who: 'Salma Begum' });
  });
});
