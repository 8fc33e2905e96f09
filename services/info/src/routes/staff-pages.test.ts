/**
 * The information pages' texts (Terms, Privacy, Scholarship): loaded from the content file, read by the
 * public at `/pages/:slug`, and edited on the desk as drafts, published, restored; never added nor taken
 * down.
 */
import { contentEditorSchema, contentListSchema, pageFieldsSchema } from '@aspire/contracts/content-desk';
import { legalPageSchema, scholarshipPageSchema } from '@aspire/contracts/info';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';
import { PAGE_LAYOUT_FIXED } from './desk-kinds.ts';
import { FIXED_STAYS, fixedNotAdded } from './staff-content.ts';

const { app, sign, get, send } = await testApp();
const editorOf = (body: unknown) =>
  contentEditorSchema(pageFieldsSchema).parse((body as { data: unknown }).data);
const publicPage = async (slug: string) => {
  const { status, body, response } = await get(`pages/${slug}`);
  expect(status, slug).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, no-cache');
  return body.data as Record<string, unknown>;
};

describe('the pages as the public reads them', () => {
  it('answer the loaded texts: legal ones as Markdown sections with places to fill, the scholarship page in parts', async () => {
    const terms = legalPageSchema.parse(await publicPage('terms'));
    expect(terms).toMatchObject({ id: 'terms', title: 'Terms & Conditions', updated: '1 January 2023' });
    expect(terms.body.match(/^## /gm)).toHaveLength(20);
    const privacy = legalPageSchema.parse(await publicPage('privacy'));
    expect(privacy.body).toContain('## Grievance Officer');
    expect(privacy.body).toContain('Table: Each kind of personal data, its purpose and how long we keep it');
    expect(privacy.body).toContain('within {erasure-days} days');
    const scholarship = scholarshipPageSchema.parse(await publicPage('scholarship'));
    expect(scholarship.motives).toHaveLength(3);
    expect(scholarship.eligibility).toHaveLength(4);
  });

  it('answers 400 naming the slug for a page that is not one of them', async () => {
    const { status, body } = await get('pages/about-us');
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['slug']);
  });
});

describe('a page on the desk', () => {
  it('keeps a draft off the site, previews it, publishes it, and brings back the original', async () => {
    const rows = contentListSchema.parse((await send('GET', 'staff/content/pages')).body.data);
    expect(rows.map((row) => row.title).sort()).toEqual([
      'Privacy Policy',
      'Scholarship',
      'Terms & Conditions',
    ]);
    const opened = editorOf((await send('GET', 'staff/content/pages/privacy')).body);
    const original = await publicPage('privacy');
    const fields = { ...opened.fields, updated: '1 December 2026' };

    const saved = await send('PUT', 'staff/content/pages/privacy', { version: 0, fields });
    expect(saved.status).toBe(200);
    expect(await publicPage('privacy')).toEqual(original);
    expect((await send('GET', 'staff/content/pages/privacy/preview')).body.data).toEqual({
      id: 'privacy',
      ...fields,
    });

    expect((await send('POST', 'staff/content/pages/privacy/publish', { version: 1 })).status).toBe(200);
    expect(await publicPage('privacy')).toMatchObject({ updated: '1 December 2026' });
    // Loading the content files again (a restart) leaves the change made on the desk.
    await app.repo.prepare();
    expect(await publicPage('privacy')).toMatchObject({ updated: '1 December 2026' });

    const restored = await send('POST', 'staff/content/pages/privacy/restore', { version: 2, revision: 0 });
    expect(editorOf(restored.body).fields).toEqual(opened.fields);
    expect((await send('POST', 'staff/content/pages/privacy/publish', { version: 3 })).status).toBe(200);
    expect(await publicPage('privacy')).toEqual(original);
  });

  it('refuses texts that would break the page with 400 and field errors, changing nothing', async () => {
    const terms = editorOf((await send('GET', 'staff/content/pages/terms')).body);
    const scholarship = editorOf((await send('GET', 'staff/content/pages/scholarship')).body);
    if (terms.fields.layout !== 'legal' || scholarship.fields.layout !== 'scholarship')
      throw new Error('the loaded pages changed layout');
    const cases: [string, unknown, Record<string, string> | string[]][] = [
      ['terms', { ...terms.fields, body: `${terms.fields.body}\n\nCall {phone}.` }, ['fields.body']],
      ['terms', { ...terms.fields, body: 'Some words before any section heading.' }, ['fields.body']],
      ['terms', { ...terms.fields, title: '', updated: '' }, ['fields.title', 'fields.updated']],
      ['terms', scholarship.fields, { 'fields.layout': PAGE_LAYOUT_FIXED }],
      [
        'scholarship',
        { ...scholarship.fields, motives: scholarship.fields.motives.slice(1) },
        ['fields.motives'],
      ],
      ['scholarship', { ...scholarship.fields, eligibility: [] }, ['fields.eligibility']],
      ['scholarship', { ...scholarship.fields, layout: 'poster' }, ['fields.layout']],
    ];
    for (const [slug, fields, errors] of cases) {
      const { status, body } = await send('PUT', `staff/content/pages/${slug}`, { version: 0, fields });
      expect(status, JSON.stringify(errors)).toBe(400);
      if (Array.isArray(errors)) expect(Object.keys(body.errors).sort()).toEqual(errors);
      else expect(body.errors).toEqual(errors);
    }
    expect(editorOf((await send('GET', 'staff/content/pages/terms')).body)).toEqual(terms);
    expect(editorOf((await send('GET', 'staff/content/pages/scholarship')).body)).toEqual(scholarship);
  });

  it('is never added nor taken off the site (405)', async () => {
    const added = await send('POST', 'staff/content/pages', { id: 'about', fields: {} });
    expect(added.status).toBe(405);
    expect(added.body.message).toBe(fixedNotAdded('Pages'));
    const down = await send('POST', 'staff/content/pages/terms/unpublish', { version: 0 });
    expect(down.status).toBe(405);
    expect(down.body.message).toBe(FIXED_STAYS);
    expect((await get('pages/terms')).status).toBe(200);
  });

  it('lets only the content role in: 401 signed out, 403 without the role', async () => {
    const learner = bearer(await sign({ id: 'learner-1' }));
    const terms = editorOf((await send('GET', 'staff/content/pages/terms')).body);
    const calls: [string, string, unknown?][] = [
      ['GET', 'staff/content/pages'],
      ['GET', 'staff/content/pages/terms/preview'],
      ['PUT', 'staff/content/pages/terms', { version: terms.editorial.version, fields: terms.fields }],
      ['POST', 'staff/content/pages/terms/publish', { version: terms.editorial.version }],
      ['POST', 'staff/content/pages', { id: 'about', fields: {} }],
    ];
    for (const [method, path, json] of calls) {
      expect((await send(method, path, json, {})).status, path).toBe(401);
      const refused = await send(method, path, json, learner);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(STAFF_ROLE_REQUIRED);
    }
  });
});
