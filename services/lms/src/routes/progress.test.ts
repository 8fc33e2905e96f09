import { AUTH_REQUIRED, JWT_EXPIRED } from '@aspire/contracts/envelope';
import { enrolmentListSchema, progressListSchema } from '@aspire/contracts/lms';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { lmsTestApp } from '../test-app.ts';

const t = await lmsTestApp();

describe('GET /api/lms/progress', () => {
  it('answers 401 with the spec texts without a token or with an expired one', async () => {
    const missing = await t.json('/progress');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: AUTH_REQUIRED });
    const expired = await t.json('/progress', {
      headers: bearer(await t.sign({ id: 'a', email: 'a@example.com' }, Math.floor(Date.now() / 1000) - 60)),
    });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(JWT_EXPIRED);
    const forged = await t.json('/progress', { headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.status).toBe(401);
  });

  it("lists the demo learner's courses in each status, computed from completed units", async () => {
    const { status, body, headers } = await t.json('/progress', { headers: t.amina });
    expect(status).toBe(200);
    const items = progressListSchema.parse(body.data);
    const bySlug = Object.fromEntries(items.map((item) => [item.course_id, item]));
    expect(bySlug['bachelor-of-islamic-studies']).toMatchObject({
      status: 'not_completed',
      progress_rate: 44,
    });
    expect(bySlug['bsc-psychology']).toMatchObject({ status: 'not_started', progress_rate: 0 });
    expect(bySlug['basic-arabic-diploma']).toMatchObject({
      status: 'completed',
      progress_rate: 100,
      startDate: '2025-08-04',
      endDate: '2026-02-27',
      courseId: 5,
      title: 'Basic Arabic Diploma',
      awaitingSignOff: false,
    });
    expect(bySlug['bsc-psychology']).toMatchObject({
      courseId: 2,
      title: 'B.Sc. Psychology',
      certificate: null,
    });
    expect(items).toHaveLength(3);
    expect(headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 to a learner who holds the list as it is, and the list to one who holds an older one', async () => {
    const first = await t.json('/progress', { headers: t.amina });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    const held = await t.app.request('/api/lms/progress', { headers: { ...t.amina, 'if-none-match': tag! } });
    expect(held.status).toBe(304);
    expect(held.headers.get('etag')).toBe(tag);
    expect(held.headers.get('cache-control')).toBe('private, no-cache');
    expect(await held.text()).toBe('');
    const older = await t.json('/progress', { headers: { ...t.amina, 'if-none-match': '"an-older-list"' } });
    expect(older.status).toBe(200);
    expect(older.body).toEqual(first.body);
    // Another learner's list is another answer.
    expect((await t.json('/progress', { headers: t.imran })).headers.get('etag')).not.toBe(tag);
  });

  it('issues the certificate of a course completed before certificates existed, once, the first time it is seen', async () => {
    const first = progressListSchema.parse((await t.json('/progress', { headers: t.amina })).body.data);
    const arabic = first.find((item) => item.course_id === 'basic-arabic-diploma');
    expect(arabic?.certificate).toMatchObject({ code: expect.stringMatching(/^ASP-/), status: 'valid' });
    const again = progressListSchema.parse((await t.json('/progress', { headers: t.amina })).body.data);
    expect(again.find((item) => item.course_id === 'basic-arabic-diploma')?.certificate?.code).toBe(
      arabic?.certificate?.code,
    );
    // Courses not complete get none.
    expect(again.filter((item) => item.certificate)).toHaveLength(1);
  });

  it('keys learners by the e-mail in the token, whatever its case', async () => {
    const { body } = await t.json('/progress', { headers: await t.as('AMINA.Learner@AspireCollege.in') });
    expect(body.data).toHaveLength(3);
  });

  it('answers an empty list to a learner with no enrolment', async () => {
    const { status, body } = await t.json('/progress', { headers: t.stranger });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/lms/enrolments', () => {
  it("answers the signed-in learner's enrolments with titles and dates, and 401 without a token", async () => {
    const { body } = await t.json('/enrolments', { headers: t.imran });
    const enrolments = enrolmentListSchema.parse(body.data);
    expect(enrolments.map((e) => e.slug).sort()).toEqual([
      'bachelor-of-business-administration',
      'diploma-programme',
    ]);
    expect(enrolments.find((e) => e.slug === 'diploma-programme')).toEqual({
      slug: 'diploma-programme',
      title: 'Intermediate Arabic Diploma',
      startDate: '2026-09-01',
      endDate: '2027-03-31',
    });
    expect((await t.json('/enrolments')).status).toBe(401);
  });
});

describe('public routes', () => {
  it('answers health, readiness and the OpenAPI document without a token', async () => {
    expect((await t.app.request('/api/lms/health')).status).toBe(200);
    expect((await t.app.request('/api/lms/ready')).status).toBe(200);
    const doc = (await (await t.app.request('/api/lms/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/progress',
        '/enrolments',
        '/course/{slug}',
        '/course/{slug}/units/{unitId}/complete',
      ]),
    );
  });
});
