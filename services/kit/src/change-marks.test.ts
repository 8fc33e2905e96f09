import type { Db } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { changeMarks } from './change-marks.ts';
import { testDatabase } from './testing/fixtures.ts';

const database = await testDatabase();
/** Another instance of the service: its own connection's view of the same database. */
const elsewhere = () => database.client.db(database.db.databaseName);

/**
 * A database whose reads of the marks wait until the test releases them with what they find, to see
 * which callers share which read; writes go through at once, or when released if `holdWrites`.
 */
function heldDatabase({ holdWrites = false } = {}) {
  const reads: { release: (mark: string) => void }[] = [];
  const writes: (() => void)[] = [];
  const collection = {
    find: () => ({
      toArray: () =>
        new Promise((resolve) => reads.push({ release: (mark) => resolve([{ _id: 'held', mark }]) })),
    }),
    updateOne: () => (holdWrites ? new Promise<void>((resolve) => writes.push(resolve)) : Promise.resolve()),
  };
  return { db: { collection: () => collection } as unknown as Db, reads, writes };
}

describe('change marks', () => {
  it("reads all of the service's marks at once; a write on another instance changes them", async () => {
    const here = changeMarks(database.db);
    const there = changeMarks(elsewhere());
    expect(changeMarks(database.db)).toBe(here);
    await here.init('courses');
    await here.init('events');
    const before = await here.current();
    expect(before.of('courses')).toEqual(expect.any(String));
    expect(before.of('missing')).toBeUndefined();

    await there.touch('events');
    const after = await here.current();
    expect(after.of('courses')).toBe(before.of('courses'));
    expect(after.of('events')).not.toBe(before.of('events'));
    expect(after.all).not.toBe(before.all);
    expect((await here.current()).all).toBe(after.all);
  });

  it('uses a read again within the age a caller accepts, except after a write through the same connection', async () => {
    const { db, reads } = heldDatabase();
    const marks = changeMarks(db);
    const first = marks.current(1_000);
    // Callers that arrive while the read is out and accept a second's lag share it.
    const together = Array.from({ length: 20 }, () => marks.current(1_000));
    expect(reads).toHaveLength(1);
    reads[0]!.release('one');
    expect((await first).of('held')).toBe('one');
    expect(new Set((await Promise.all(together)).map((snapshot) => snapshot.of('held')))).toEqual(
      new Set(['one']),
    );
    expect((await marks.current(1_000)).of('held')).toBe('one');
    expect(reads).toHaveLength(1);

    await marks.touch('held');
    const afterWrite = marks.current(1_000);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.release('two');
    expect((await afterWrite).of('held')).toBe('two');
  });

  it('never answers a caller that accepts no lag from a read that began before it', async () => {
    const { db, reads } = heldDatabase();
    const marks = changeMarks(db);
    const early = marks.current();
    expect(reads).toHaveLength(1);
    // Two callers arrive while the first read is out: a write may have landed since it was sent.
    const late = [marks.current(), marks.current()];
    reads[0]!.release('before the write');
    expect((await early).of('held')).toBe('before the write');
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.release('after the write');
    expect((await Promise.all(late)).map((snapshot) => snapshot.of('held'))).toEqual([
      'after the write',
      'after the write',
    ]);
    expect(reads).toHaveLength(2);
  });

  it('does not use again a read that overlapped a write through the same connection', async () => {
    const { db, reads, writes } = heldDatabase({ holdWrites: true });
    const marks = changeMarks(db);
    const touching = marks.touch('held');
    // A read that begins while the change is on its way may miss it.
    const during = marks.current(1_000);
    reads[0]!.release('before the change landed');
    expect((await during).of('held')).toBe('before the change landed');
    writes[0]!();
    await touching;

    const next = marks.current(1_000);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1]!.release('after the change');
    expect((await next).of('held')).toBe('after the change');
  });
});
