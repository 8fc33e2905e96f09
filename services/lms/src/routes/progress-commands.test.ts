import { progressListSchema } from '@aspire/contracts/lms';
import { commandCounter } from '@aspire/service-kit/testing/commands';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { offeringsRepo } from '../repo/offerings.ts';
import { lmsTestApp } from '../test-app.ts';

const counter = await commandCounter(await testDatabase());
afterAll(() => counter.close());
const t = await lmsTestApp({ database: counter.database });
const dashboard = async () => {
  const { status, body } = await t.json('/progress', { headers: t.amina });
  expect(status).toBe(200);
  return progressListSchema.parse(body.data);
};

describe('the progress dashboard, on the database', () => {
  it('reads the courses and their offerings from memory while neither has changed', async () => {
    await dashboard();
    const sent = await counter.commandsOf(dashboard);
    expect(sent).not.toContain('find offerings');
    expect(sent).not.toContain('find courses');
    expect(sent.filter((command) => command === 'find change_marks')).toHaveLength(2);
    expect(sent).toHaveLength(6);
  });

  it('shows a change of an offering at once, made by another instance', async () => {
    const [first] = await dashboard();
    const elsewhere = offeringsRepo(counter.database.db);
    const offering = (await elsewhere.findMany([first!.courseId]))[0]!;
    await elsewhere.update(offering._id, { ...offering, title: 'A course renamed' });
    const sent = await counter.commandsOf(async () =>
      expect((await dashboard()).find((item) => item.courseId === offering._id)?.title).toBe(
        'A course renamed',
      ),
    );
    expect(sent).toContain('find offerings');
  });
});
