/**
 * Twenty stores of one form fill at once (a double submit, retries) through the catalog's repo, over
 * the kit's client with its normal pool (the writes run on many connections): one record.
 */
import { randomUUID } from 'node:crypto';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { inboxRepo } from './inbox.ts';

const database = await testDatabase();
const inbox = inboxRepo(database.db, { courses: async () => [] });
await inbox.init();
const application = {
  studentName: 'Ayesha Siddiqa',
  email: 'ayesha@example.com',
  mobileNumber: '+919876543210',
  gender: 'Female' as const,
  message: 'Are evening classes available for working students?',
  courseId: 2,
};
const course = { id: 2, slug: 'bsc-psychology', title: 'B.Sc. Psychology' };

describe('twenty concurrent stores of one idempotency key', () => {
  it.each(['application', 'enquiry'] as const)('keep one %s record, named by every answer', async (kind) => {
    const key = randomUUID();
    const stored = await Promise.all(
      Array.from({ length: 20 }, () => inbox.storeForm(kind, application, key, course)),
    );
    expect(await inbox.count({ formKey: `${kind}:${key}` })).toBe(1);
    expect(new Set(stored.map((answer) => answer.id)).size).toBe(1);
    expect(stored.filter((answer) => !answer.repeated)).toHaveLength(1);
    expect(stored.every((answer) => answer.sameContent)).toBe(true);
  });
});
