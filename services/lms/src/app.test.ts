import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { describe, expect, it } from 'vitest';
import { lmsTestApp } from './test-app.ts';

const t = await lmsTestApp({ demoAccounts: false });

describe('demo learners', () => {
  it('are not enrolled unless DEMO_ACCOUNTS is on, while the course content is loaded', async () => {
    expect(await t.database.db.collection('enrolments').countDocuments()).toBe(0);
    expect(await t.database.db.collection('completions').countDocuments()).toBe(0);
    expect(await t.database.db.collection('positions').countDocuments()).toBe(0);
    expect(await t.database.db.collection('courses').countDocuments()).toBe(7);
    expect(await t.database.db.collection('offerings').countDocuments()).toBe(18);
    const amina = await t.as(DEMO_LEARNERS[0].email);
    const progress = await t.json('/progress', { headers: amina });
    expect(progress.status).toBe(200);
    expect(progress.body.data).toEqual([]);
  });
});
