import { describe, expect, it } from 'vitest';
import { auditLog } from './audit.ts';
import { testDatabase } from './testing/fixtures.ts';

const database = await testDatabase();
const log = auditLog(database.db, 'catalog');

const mariam = { id: 'u1', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in' };
const yusuf = { id: 'u2', name: 'Yusuf Ali', email: 'yusuf@aspirecollege.in' };

describe('audit log', () => {
  it('starts again on a database that has its indexes (a restart)', async () => {
    await log.init();
    await log.init();
    const names = (await database.db.collection('audit_log').listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['by_subject', 'by_actor']));
  });

  it('keeps who, when and what; a record’s history oldest first; the log newest first, paged', async () => {
    const subject = { kind: 'inbox', id: 'r1', label: 'Zainab Farooqui' };
    await log.record(mariam, {
      action: 'status',
      subject,
      changes: { status: { from: 'new', to: 'contacted' } },
    });
    await log.record(yusuf, { action: 'note', subject, note: 'Prefers the online batch' });
    await log.record(mariam, { action: 'status', subject: { kind: 'inbox', id: 'r2' } });

    const history = await log.forSubject('inbox', 'r1');
    expect(history.map((entry) => [entry.actor.name, entry.action])).toEqual([
      ['Mariam Rahman', 'status'],
      ['Yusuf Ali', 'note'],
    ]);
    expect(history[0]).toMatchObject({
      service: 'catalog',
      changes: { status: { from: 'new', to: 'contacted' } },
    });

    const first = await log.page({ limit: 2 });
    expect(first.entries.map((entry) => entry.subject.id)).toEqual(['r2', 'r1']);
    expect(first.next).not.toBeNull();
    const second = await log.page({ limit: 2, before: first.next ?? undefined });
    expect(second.entries.map((entry) => [entry.actor.id, entry.subject.id])).toEqual([['u1', 'r1']]);
    expect(second.next).toBeNull();
    expect((await log.page({ actorId: 'u2' })).entries.map((entry) => entry.action)).toEqual(['note']);
  });

  it('forgets an erased person on their record: label, notes and named fields, and nothing else', async () => {
    const subject = { kind: 'enrolment', id: 'e1', label: 'Zainab Farooqui, Tajweed' };
    await log.record(mariam, {
      action: 'correct',
      subject,
      changes: {
        name: { from: 'Zainab F', to: 'Zainab Farooqui' },
        state: { from: 'invited', to: 'active' },
      },
    });
    await log.record(yusuf, { action: 'note', subject, note: 'Her father called about the fee' });
    await log.record(yusuf, {
      action: 'note',
      subject: { kind: 'enrolment', id: 'e2', label: 'Other' },
      note: 'Kept',
    });

    await log.forgetSubject('enrolment', 'e1', 'Erased · Tajweed', ['name']);
    await log.forgetSubject('enrolment', 'e1', 'Erased · Tajweed', ['name']);
    const history = await log.forSubject('enrolment', 'e1');
    expect(history.map((entry) => [entry.actor.name, entry.action, entry.subject.label, entry.note])).toEqual(
      [
        ['Mariam Rahman', 'correct', 'Erased · Tajweed', undefined],
        ['Yusuf Ali', 'note', 'Erased · Tajweed', ''],
      ],
    );
    expect(history[0]?.changes).toEqual({
      name: { from: 'Erased', to: 'Erased' },
      state: { from: 'invited', to: 'active' },
    });
    expect((await log.forSubject('enrolment', 'e2'))[0]).toMatchObject({
      note: 'Kept',
      subject: { label: 'Other' },
    });
  });
});
