/**
 * Twenty stores of one form fill at once (a double submit, retries) through the catalog's repo, over
 * the kit's client with its normal pool (the writes run on many connections): one record.
 */
import { randomUUID } from 'node:crypto';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { submissionsRepo } from './submissions.ts';

const database = await testDatabase();
const submissions = submissionsRepo(database.db);
await submissions.init();
const application = {
  studentName: 'Ayesha Siddiqa',
  email: 'ayesha@example.com',
  mobileNumber: '9876543210',
  gender: 'Female' as const,
  message: 'Are evening classes available for working students?',
  courseId: 2,
};

describe('twenty concurrent stores of one idempotency key', () => {
  it.each(['admissions', 'enquiries'] as const)('keep one %s record, named by every answer', async (kind) => {
    const key = randomUUID();
    const stored = await Promise.all(
      Array.from({ length: 20 }, () => submissions.storeForm(kind, application, key)),
    );
    expect(await submissions.countForms(kind, { idempotencyKey: key })).toBe(1);
    expect(new Set(stored.map((answer) => answer.id)).size).toBe(1);
    expect(stored.filter((answer) => !answer.repeated)).toHaveLength(1);
    expect(stored.every((answer) => answer.sameContent)).toBe(true);
  });
});
