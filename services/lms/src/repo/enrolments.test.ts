/**
 * Enrolments by catalogue course, against the real database: enrolments stored by content slug are
 * moved to their course at start, someone may hold both twins, and a withdrawn enrolment opens nothing.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import type { Learner } from '../lib/learner.ts';
import { coursesRepo } from './courses.ts';
import { deskStandingRepo } from './desk-standing.ts';
import { enrolmentsRepo } from './enrolments.ts';
import { offeringsRepo } from './offerings.ts';

const database = await testDatabase();
const stored = database.db.collection('enrolments');
const offerings = offeringsRepo(database.db);
const enrolments = enrolmentsRepo(
  database.db,
  offerings,
  deskStandingRepo(database.db, offerings, coursesRepo(database.db)),
);
const by = { id: 'staff-1', name: 'Fatima Noor', email: 'fatima@aspirecollege.in' };
const period = { startDate: '2026-07-01', endDate: '2027-07-01' };

// The collection as the slug-keyed code left it: its unique index, and enrolments of those days.
await stored.createIndex({ email: 1, slug: 1 }, { unique: true });
await stored.createIndex({ userId: 1, slug: 1 }, { name: 'by_user' });
await stored.insertMany([
  {
    email: 'sana@example.com',
    slug: 'bachelor-of-islamic-studies',
    ...period,
    state: 'active',
    userId: 'sana',
    createdAt: new Date(),
  },
  {
    email: 'sana@example.com',
    slug: 'diploma-programme',
    ...period,
    state: 'invited',
    createdAt: new Date(),
  },
  // Stored before invitations had a state.
  {
    email: 'omar@example.com',
    slug: 'bachelor-of-business-administration',
    ...period,
    createdAt: new Date(),
  },
]);
await offerings.init();
await offerings.seed();
await enrolments.init();

const sana: Learner = { id: 'sana', email: 'sana@example.com', emailVerified: true };
const courseIdsOf = (found: { courseId: number }[]) => found.map((e) => e.courseId).sort((a, b) => a - b);

describe('moving enrolments stored by slug to their catalogue course', () => {
  it('gives each the lowest course opening its content (the campus twin), and drops the slug', async () => {
    const moved = await stored
      .find({}, { projection: { _id: 0, email: 1, courseId: 1, slug: 1, state: 1 } })
      .toArray();
    expect(moved).toEqual(
      expect.arrayContaining([
        { email: 'sana@example.com', courseId: 1, state: 'active' },
        { email: 'sana@example.com', courseId: 6, state: 'invited' },
        { email: 'omar@example.com', courseId: 17, state: 'invited' },
      ]),
    );
    expect(moved).toHaveLength(3);
  });

  it('replaces the slug indexes with one unique per address and course', async () => {
    const indexes = await stored.listIndexes().toArray();
    const names = indexes.map((index) => index.name);
    expect(names).not.toContain('email_1_slug_1');
    expect(names).not.toContain('by_user');
    expect(indexes.find((index) => index.name === 'email_1_courseId_1')).toMatchObject({ unique: true });
    expect(names).toContain('by_user_course');
  });

  it('does nothing more on a restart', async () => {
    await enrolments.init();
    expect(await stored.countDocuments({ courseId: { $exists: true } })).toBe(3);
  });
});

describe('twins and withdrawal', () => {
  it('lets one person hold both twins of a content, each its own enrolment', async () => {
    const online = await enrolments.enrol({
      email: 'Sana@Example.com',
      name: 'Sana',
      courseId: 13,
      ...period,
    });
    expect(online).toMatchObject({
      created: true,
      reinstated: false,
      enrolment: { courseId: 13, state: 'invited' },
    });
    const both = await enrolments.activeForContent(sana, 'bachelor-of-islamic-studies');
    expect(courseIdsOf(both)).toEqual([1, 13]);
    // Claimed on sight, and each knows its course.
    expect(both.every((enrolment) => enrolment.userId === 'sana' && enrolment.state === 'active')).toBe(true);
    expect(both.map((enrolment) => enrolment.offering.title).sort()).toEqual([
      'Bachelor of Islamic Studies',
      'Bachelor of Islamic Studies (Online)',
    ]);
    expect(courseIdsOf(await enrolments.listFor(sana))).toEqual([1, 6, 13]);
  });

  it('closes a withdrawn enrolment, keeps the content open through its twin, and brings it back on enrolling again', async () => {
    const [campus] = await enrolments.activeForContent(sana, 'bachelor-of-islamic-studies');
    if (!campus) throw new Error('no campus enrolment');
    expect(await enrolments.withdraw(campus._id, by, 'Moved to the online batch')).toBe('active');
    // A repeat changes nothing.
    expect(await enrolments.withdraw(campus._id, by, 'Again')).toBeNull();
    expect(await stored.findOne({ _id: campus._id })).toMatchObject({
      state: 'withdrawn',
      withdrawal: { by, reason: 'Moved to the online batch' },
    });
    expect(courseIdsOf(await enrolments.activeForContent(sana, 'bachelor-of-islamic-studies'))).toEqual([13]);
    expect(courseIdsOf(await enrolments.listFor(sana))).toEqual([6, 13]);

    const online = (await enrolments.findFor(sana, 'bachelor-of-islamic-studies'))?._id;
    if (!online) throw new Error('no online enrolment');
    await enrolments.withdraw(online, by, 'Left the college');
    expect(await enrolments.findFor(sana, 'bachelor-of-islamic-studies')).toBeNull();

    // Enrolled again: the account that had claimed it has it again, with the new dates.
    const again = await enrolments.enrol({
      email: 'sana@example.com',
      name: 'Sana',
      courseId: 1,
      startDate: '2027-01-01',
      endDate: '2030-01-01',
    });
    expect(again).toMatchObject({ created: false, reinstated: true });
    expect(again.enrolment).toMatchObject({ state: 'active', userId: 'sana', startDate: '2027-01-01' });
    expect(again.enrolment).not.toHaveProperty('withdrawal');
    expect((await enrolments.enrol({ email: 'sana@example.com', courseId: 1, ...period })).reinstated).toBe(
      false,
    );
    expect(courseIdsOf(await enrolments.activeForContent(sana, 'bachelor-of-islamic-studies'))).toEqual([1]);
  });

  it('never lets a withdrawn invitation be claimed', async () => {
    const { enrolment } = await enrolments.enrol({ email: 'bilal@example.com', courseId: 5, ...period });
    await enrolments.withdraw(enrolment._id, by, 'Enrolled by mistake');
    const bilal: Learner = { id: 'bilal', email: 'bilal@example.com', emailVerified: true };
    expect(await enrolments.listFor(bilal)).toEqual([]);
    expect(await stored.findOne({ _id: enrolment._id })).not.toHaveProperty('userId');
    const again = await enrolments.enrol({ email: 'bilal@example.com', courseId: 5, ...period });
    expect(again.enrolment.state).toBe('invited');
  });

  it('finds an enrolment by id, and none for a malformed one', async () => {
    const { enrolment } = await enrolments.enrol({ email: 'huda@example.com', courseId: 4, ...period });
    expect(await enrolments.findById(enrolment._id.toHexString())).toMatchObject({
      email: 'huda@example.com',
    });
    expect(await enrolments.findById('not-an-id')).toBeNull();
    expect(await enrolments.findById('0123456789ab')).toBeNull();
  });
});
