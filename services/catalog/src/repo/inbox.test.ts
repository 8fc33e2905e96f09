import { randomUUID } from 'node:crypto';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { byNewest, type InboxRepo, inboxRepo } from './inbox.ts';
import { contactDoc, formDoc, type InboxDoc } from './inbox-doc.ts';
import type { InboxFilters } from './inbox-query.ts';

const database = await testDatabase();
const inbox = inboxRepo(database.db, { courses: async () => [] });
await inbox.init();
const collection = database.db.collection<InboxDoc>('inbox');

const PSYCHOLOGY = { id: 2, slug: 'bsc-psychology', title: 'B.Sc. Psychology' };
const ARABIC = { id: 13, slug: 'arabic-online', title: 'Arabic Online' };
const MARIAM = { id: 'staff-1', name: 'Mariam Rahman', email: 'mariam@college.test' };

let minute = 0;
/** A record received a minute after the one before, with whatever else the test sets. */
function record(
  overrides: Partial<InboxDoc> = {},
  form: { name?: string; email?: string; phone?: string } = {},
) {
  minute += 1;
  const doc = formDoc(
    new ObjectId(),
    'application',
    {
      studentName: form.name ?? `Student ${minute}`,
      email: form.email ?? `student${minute}@example.com`,
      mobileNumber: form.phone ?? `9${String(100000000 + minute).padStart(9, '0')}`,
      gender: 'Female',
      message: 'Hello',
      location: 'Chennai',
      receivedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    },
    PSYCHOLOGY,
    randomUUID(),
  );
  return { ...doc, ...overrides };
}

const today = '2026-03-10';
const names = async (filters: InboxFilters, limit = 50) =>
  (await inbox.page(filters, today, undefined, limit)).rows.map((doc) => doc.name);

const ayesha = record(
  {},
  { name: 'Ayesha Siddiqa', email: 'Ayesha.S@Example.com', phone: '+91 98400 12345' },
);
const imran = record(
  {
    kind: 'enquiry',
    status: 'contacted',
    assignee: MARIAM,
    holder: MARIAM.id,
    courseSlug: ARABIC.slug,
    campus: 'online',
  },
  { name: 'Imran Khan', phone: '+971 50 123 4567' },
);
const farhan = {
  ...contactDoc(new ObjectId(), {
    firstName: 'Farhan',
    lastName: 'Ahmed',
    email: 'farhan@example.com',
    phoneNumber: '+919123456780',
    subject: 'Hostel',
    message: 'Is there a hostel?',
    receivedAt: new Date('2026-02-15T20:00:00Z'), // 16 February in India
  }),
};
const overdue = record({ followUpOn: '2026-03-09', openFollowUpOn: '2026-03-09' }, { name: 'Zainab Ali' });
const closedOverdue = record(
  { status: 'declined', followUpOn: '2026-03-01', openFollowUpOn: null },
  { name: 'Yusuf' },
);
const notYetDue = record({ followUpOn: '2026-03-20', openFollowUpOn: '2026-03-20' }, { name: 'Sana' });
const bengaluru = record({ campus: 'bengaluru', location: 'Bangalore' }, { name: 'Bilal' });
await collection.insertMany([ayesha, imran, farhan, overdue, closedOverdue, notYetDue, bengaluru]);

describe('the inbox list', () => {
  it('is newest first', async () => {
    const all = await names({});
    expect(all[0]).toBe('Farhan Ahmed');
    expect(all.slice(1)).toEqual(['Bilal', 'Sana', 'Yusuf', 'Zainab Ali', 'Imran Khan', 'Ayesha Siddiqa']);
  });

  it('filters by kind, status, course and campus', async () => {
    expect(await names({ kind: 'contact' })).toEqual(['Farhan Ahmed']);
    expect(await names({ kind: 'enquiry', status: 'contacted' })).toEqual(['Imran Khan']);
    expect(await names({ status: 'declined' })).toEqual(['Yusuf']);
    expect(await names({ course: 'arabic-online' })).toEqual(['Imran Khan']);
    expect(await names({ campus: 'bengaluru' })).toEqual(['Bilal']);
    expect(await names({ campus: 'online', kind: 'application' })).toEqual([]);
  });

  it('filters by assignee, or by nobody', async () => {
    expect(await names({ assignee: MARIAM.id })).toEqual(['Imran Khan']);
    const unassigned = await names({ assignee: 'none' });
    expect(unassigned).not.toContain('Imran Khan');
    expect(unassigned).toContain('Ayesha Siddiqa');
  });

  it('filters by the days received in India', async () => {
    expect(await names({ from: '2026-02-16', to: '2026-02-16' })).toEqual(['Farhan Ahmed']);
    expect(await names({ to: '2026-02-15' })).not.toContain('Farhan Ahmed');
    expect(await names({ from: '2026-02-17' })).toEqual([]);
  });

  it('lists the overdue: a follow-up date come, the record still open', async () => {
    expect(await names({ overdue: true })).toEqual(['Zainab Ali']);
  });

  it('finds the start of a name or family name, an e-mail or a phone however it is typed', async () => {
    expect(await names({ q: 'ayes' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: 'SIDD' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: 'iqa' })).toEqual([]);
    expect(await names({ q: 'ayesha sidd' })).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: 'ayesha.s@' })).toEqual(['Ayesha Siddiqa']);
    for (const q of ['98400', '+91 98400', '098400 1', '9198400', '+919840012345'])
      expect(await names({ q }), q).toEqual(['Ayesha Siddiqa']);
    expect(await names({ q: '+97150' })).toEqual(['Imran Khan']);
    expect(await names({ q: 'imran', kind: 'application' })).toEqual([]);
    expect(await names({ q: 'f', kind: 'contact' })).toEqual(['Farhan Ahmed']);
  });

  it('pages by cursor without repeating or skipping records received at the same instant', async () => {
    const at = new Date('2025-06-01T10:00:00Z');
    const twins = Array.from({ length: 7 }, () =>
      record({ receivedAt: at, kind: 'enquiry', status: 'spam' }),
    );
    await collection.insertMany(twins);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await inbox.page({ status: 'spam' }, today, after, 3);
      seen.push(...page.rows.map((doc) => doc._id.toHexString()));
      after = page.next ?? undefined;
      pages += 1;
    } while (after && pages < 10);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual(
      twins
        .map((doc) => doc._id.toHexString())
        .sort()
        .reverse(),
    );
  });
});

describe('a search', () => {
  const hafsas = Array.from({ length: 9 }, (_, index) =>
    record(
      // Three received at one instant, so a page can end inside the group.
      index < 3 ? { receivedAt: new Date('2025-09-01T08:00:00Z') } : {},
      { name: `Hafsa ${index}`, email: `hafsa${index}@example.com` },
    ),
  );
  const expected = [...hafsas].sort(byNewest).map((doc) => doc._id.toHexString());
  /** Every page of `q` at two records a page, as ids. */
  const pages = async (repo: InboxRepo, filters: InboxFilters) => {
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await repo.page(filters, today, after, 2);
      seen.push(...page.rows.map((doc) => doc._id.toHexString()));
      after = page.next ?? undefined;
    } while (after && seen.length < 50);
    return seen;
  };

  it('pages newest first whether the matches are read by name or, past the cap, by date', async () => {
    await collection.insertMany(hafsas);
    const byDate = inboxRepo(database.db, { courses: async () => [], searchReadCap: 3 });
    expect(await pages(inbox, { q: 'hafsa' })).toEqual(expected);
    expect(await pages(byDate, { q: 'hafsa' })).toEqual(expected);
    expect(await pages(byDate, { q: 'hafsa 4' })).toEqual([hafsas[4]?._id.toHexString()]);
    const withFilter = { q: 'hafsa', from: '2025-09-01', to: '2025-09-01' } as InboxFilters;
    expect(await pages(byDate, withFilter)).toEqual(
      expected.filter((id) => hafsas.slice(0, 3).some((doc) => doc._id.toHexString() === id)),
    );
    expect(await pages(inbox, withFilter)).toEqual(await pages(byDate, withFilter));
  });
});

describe('duplicates', () => {
  it('links records of the same e-mail (any case) or phone, both ways', async () => {
    const first = await inbox.storeForm(
      'enquiry',
      {
        studentName: 'Noor',
        email: 'noor@example.com',
        mobileNumber: '+919000000001',
        gender: 'Female',
        message: 'Hi',
      },
      randomUUID(),
      null,
    );
    const second = await inbox.storeContact({
      firstName: 'Noor',
      lastName: 'F',
      email: 'NOOR@example.com',
      phoneNumber: '+919000000002',
      subject: 'Again',
      message: 'Hi again',
    });
    const third = await inbox.storeForm(
      'application',
      {
        studentName: 'N F',
        email: 'other@example.com',
        mobileNumber: '9000000002',
        gender: 'Female',
        message: 'Hi',
      },
      randomUUID(),
      null,
    );
    const count = async (id: string) => (await inbox.byId(id))?.duplicateCount;
    expect(await count(first.id)).toBe(1);
    expect(await count(second.id)).toBe(2);
    expect(await count(third.id)).toBe(1);
    const doc = await inbox.byId(second.id);
    expect(doc && (await inbox.duplicatesOf(doc)).map((other) => other._id.toHexString()).sort()).toEqual(
      [first.id, third.id].sort(),
    );
  });
});

describe('at size', () => {
  it('answers a filtered first page of a few thousand records quickly', async () => {
    const many = Array.from({ length: 4000 }, (_, index) =>
      record({
        kind: index % 3 === 0 ? 'enquiry' : 'application',
        status: index % 5 === 0 ? 'contacted' : 'new',
        campus: index % 2 === 0 ? 'chennai' : 'bengaluru',
      }),
    );
    for (let start = 0; start < many.length; start += 1000)
      await collection.insertMany(many.slice(start, start + 1000));
    const timed = async (filters: InboxFilters) => {
      const started = performance.now();
      const page = await inbox.page(filters, today, undefined, 25);
      return { ms: performance.now() - started, rows: page.rows.length };
    };
    await timed({}); // warm the connection
    for (const filters of [
      {},
      { kind: 'application', status: 'new' },
      { status: 'contacted' },
      { campus: 'chennai', kind: 'application' },
      { assignee: 'none', status: 'new' },
      { overdue: true },
      { q: 'student 39' },
    ] as InboxFilters[]) {
      const { ms, rows } = await timed(filters);
      expect(rows, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(ms, JSON.stringify(filters)).toBeLessThan(400);
    }
  });
});
