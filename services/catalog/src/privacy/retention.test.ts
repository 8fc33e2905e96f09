import type { InboxPage, InboxRecord } from '@aspire/contracts/admissions';
import { silentLogger } from '@aspire/service-kit';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, lastArrivalDueBy } from '../repo/retention.ts';
import { testApp } from '../test-app.ts';
import { retentionJob } from './retention-job.ts';
import { holding, person, send } from './test-people.ts';

describe('retention dates', () => {
  it('count whole months in the calendar, a missing day becoming the month’s last', () => {
    expect(addMonths('2026-03-14', 24)).toBe('2028-03-14');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-05');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('find the last day of arrival due by a day, month ends included', () => {
    expect(lastArrivalDueBy('2028-03-14', 24)).toBe('2026-03-14');
    // 29, 30 and 31 January all fall due on 28 February.
    expect(lastArrivalDueBy('2026-02-28', 1)).toBe('2026-01-31');
    expect(lastArrivalDueBy('2026-02-27', 1)).toBe('2026-01-27');
  });
});

let now = new Date();
const { app, database, call, staffToken } = await testApp({ now: () => now, retentionMonths: 24 });
const officer = await staffToken(['admissions']);
const record = async (id: string) =>
  (await call('GET', `staff/inbox/${id}`, { token: officer })).data as InboxRecord;
const dueList = async () =>
  (
    (await call('GET', 'staff/inbox?erasureDue=true&limit=100', { token: officer })).data as InboxPage
  ).rows.map((row) => row.id);
/** The first moment of a day in India. */
const startOf = (day: string) => new Date(`${day}T00:00:00+05:30`);

describe('the retention period', () => {
  it('erases enquiries and messages on the day it ends, not a day before; applications stay', async () => {
    const asker = person('Sana');
    const writer = person('Huma');
    const applicant = person('Amina');
    const convert = person('Noor');
    const enquiry = await send(call, asker, 'enquiries');
    const message = await send(call, writer, 'contact');
    const application = await send(call, applicant, 'admissions');
    // An enquiry the desk moved on to an application stays with it.
    const applied = await send(call, convert, 'enquiries');
    await call('PATCH', `staff/inbox/${applied}`, { token: officer, body: { status: 'applied' } });

    const { retention } = await record(enquiry);
    expect(retention?.months).toBe(24);
    const eraseOn = retention?.eraseOn ?? '';
    expect(eraseOn).toBe(addMonths(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }), 24));
    expect((await record(message)).retention?.eraseOn).toBe(eraseOn);
    expect((await record(application)).retention).toBeNull();
    expect((await record(applied)).retention).toBeNull();
    expect(await dueList()).toEqual([]);

    // 30 days before: listed as due, still whole.
    now = startOf(addDays(eraseOn, -30));
    expect(await dueList()).toEqual(expect.arrayContaining([enquiry, message]));
    expect(await dueList()).not.toContain(application);
    expect(await dueList()).not.toContain(applied);
    now = startOf(addDays(eraseOn, -31));
    expect(await dueList()).toEqual([]);

    // The last minute of the day before: nothing erased.
    now = new Date(startOf(eraseOn).getTime() - 60_000);
    expect(await app.retention.runOnce()).toBe(0);
    expect((await record(enquiry)).name).toBe(asker.name);

    now = startOf(eraseOn);
    expect(await app.retention.runOnce()).toBe(2);
    const traces = [asker, writer].flatMap((who) => [who.email, who.name, who.mobile]);
    expect(await holding(database.db, traces)).toEqual([]);
    expect(await record(enquiry)).toMatchObject({
      kind: 'enquiry',
      erased: { reason: 'retention' },
      retention: null,
    });
    expect((await record(enquiry)).timeline.at(-1)?.text).toBe('Erased once its retention period was over');
    expect(await record(application)).toMatchObject({ name: applicant.name, erased: null });
    expect(await record(applied)).toMatchObject({ name: convert.name, erased: null });
    expect(await dueList()).toEqual([]);
    // The next round finds nothing more.
    expect(await app.retention.runOnce()).toBe(0);
    now = new Date();
  });

  it('runs on one instance at a time', async () => {
    let running = 0;
    let most = 0;
    const slow = {
      eraseRetired: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 200));
        running -= 1;
        return 1;
      },
    };
    const jobs = [1, 2, 3].map(() => retentionJob(database.db, slow, silentLogger));
    const rounds = await Promise.all(jobs.map((job) => job.runOnce()));
    expect(most).toBe(1);
    expect(rounds.sort()).toEqual([0, 0, 1]);
  });
});
