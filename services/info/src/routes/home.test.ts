/**
 * The home page's slides and counts: loaded from their content files, read by the shell in one answer at
 * `/home`, and edited on the desk (slides as any list, counts as fixed items).
 */
import {
  contentEditorSchema,
  homeBannerFieldsSchema,
  homeCountFieldsSchema,
} from '@aspire/contracts/content-desk';
import { homeSchema } from '@aspire/contracts/home';
import { mediaAssetSchema, mediaUrl } from '@aspire/contracts/media';
import { testPicture } from '@aspire/service-kit/testing/pictures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { readInfoContent } from '../seed/content.ts';
import { HOME_ART } from '../seed/home-art.ts';
import { testApp } from '../test-app.ts';
import { HOME_ART_UNKNOWN } from './desk-kinds.ts';
import { FIXED_STAYS, fixedNotAdded, PICTURE_NOT_UPLOADED } from './staff-content.ts';

const { app, clock, staff, get, send } = await testApp();

const home = async () => {
  const { status, body, response } = await get('home');
  expect(status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, no-cache');
  return homeSchema.parse(body.data);
};
const bannerEditor = contentEditorSchema(homeBannerFieldsSchema);
const countEditor = contentEditorSchema(homeCountFieldsSchema);
const dataOf = (body: unknown) => (body as { data: unknown }).data;
const art = (file: string) => `/api/info/media/home/${file}.svg`;
const WIDE = { width: 1600, height: 600 };
const NARROW = { width: 720, height: 960 };

const newBanner = {
  wide: art('bba-wide'),
  narrow: '',
  alt: 'Open day on 14 March at the Chennai campus: meet our teachers. Apply now.',
  place: 2,
};

describe('the home page as the shell reads it', () => {
  it('answers the loaded slides in their order with their pictures’ sizes, and the four counts', async () => {
    const { banners, counts } = await home();
    expect(banners.map((banner) => banner.wide.src)).toEqual(
      ['islamic-studies', 'psychology', 'bba', 'arabic'].map((name) => art(`${name}-wide`)),
    );
    expect(banners[0]).toEqual({
      alt: 'Admissions open 2023–24: Bachelor of Islamic Studies, three years on campus in Chennai and Bengaluru, or online. Apply now.',
      wide: { src: art('islamic-studies-wide'), ...WIDE },
      narrow: { src: art('islamic-studies-narrow'), ...NARROW },
    });
    // The fourth slide has no phone picture: it is not shown under 768 px.
    expect(banners.map((banner) => banner.narrow !== undefined)).toEqual([true, true, true, false]);
    expect(counts).toEqual([
      { value: '15,000+', label: 'Alumni Graduated' },
      { value: '50+', label: 'Courses Offered' },
      { value: '50+', label: 'Trained Faculties' },
      { value: '25+', label: 'Years of Service' },
    ]);
  });

  it('serves the committed art, its size read from each file', async () => {
    expect(HOME_ART.get(art('arabic-wide'))).toEqual(WIDE);
    expect(HOME_ART.get(art('bba-narrow'))).toEqual(NARROW);
    for (const banner of readInfoContent()['home-banners'])
      for (const url of [banner.wide, banner.narrow].filter(Boolean))
        expect(HOME_ART.has(url), url).toBe(true);
    const { status, response } = await get('media/home/psychology-narrow.svg');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses a query it does not know (400)', async () => {
    expect((await get('home?draft=1')).status).toBe(400);
  });
});

describe('a home banner on the desk', () => {
  it('stays off the page as a draft, goes in at its place once published, and out once unpublished', async () => {
    const created = await send('POST', 'staff/content/home-banners', { id: 'open-day', fields: newBanner });
    expect(created.status).toBe(201);
    expect((await home()).banners).toHaveLength(4);
    expect((await send('GET', 'staff/content/home-banners/open-day/preview')).body.data).toEqual({
      id: 'open-day',
      ...newBanner,
    });

    expect((await send('POST', 'staff/content/home-banners/open-day/publish', { version: 1 })).status).toBe(
      200,
    );
    const published = (await home()).banners;
    // Place 2: after the first slide, before the loaded second (also at 2, but older in the college's order).
    expect(published.map((banner) => banner.alt).indexOf(newBanner.alt)).toBe(2);
    expect(published[2]).toEqual({ alt: newBanner.alt, wide: { src: art('bba-wide'), ...WIDE } });

    // Loading the content files again (a restart) keeps what the desk changed.
    const islamic = bannerEditor.parse(
      dataOf((await send('GET', 'staff/content/home-banners/islamic-studies')).body),
    );
    await send('PUT', 'staff/content/home-banners/islamic-studies', {
      version: islamic.editorial.version,
      fields: { ...islamic.fields, place: 9 },
    });
    await send('POST', 'staff/content/home-banners/islamic-studies/publish', {
      version: islamic.editorial.version + 1,
    });
    await app.repo.prepare();
    expect((await home()).banners.at(-1)?.alt).toBe(islamic.fields.alt);

    expect((await send('POST', 'staff/content/home-banners/open-day/unpublish', { version: 2 })).status).toBe(
      200,
    );
    expect((await home()).banners.map((banner) => banner.alt)).not.toContain(newBanner.alt);
  });

  it('shows an uploaded picture with its size', async () => {
    const bytes = await testPicture({ width: 1200, height: 450 });
    const uploaded = await get('staff/media/uploads', {
      method: 'POST',
      headers: { ...staff, 'content-length': String(bytes.byteLength) },
      body: new Uint8Array(bytes),
    });
    const picture = mediaAssetSchema.parse(uploaded.body.data);
    const fields = {
      ...newBanner,
      wide: picture.url,
      alt: 'Students in the new library. Apply now.',
      place: 1,
    };
    await send('POST', 'staff/content/home-banners', { id: 'library', fields });
    await send('POST', 'staff/content/home-banners/library/publish', { version: 1 });
    expect((await home()).banners.find((banner) => banner.alt === fields.alt)).toEqual({
      alt: fields.alt,
      wide: { src: picture.url, width: 1200, height: 450 },
    });
  });

  it('refuses a slide without its pictures, description or place with 400 and field errors, storing nothing', async () => {
    const missing = mediaUrl('info', new ObjectId().toHexString());
    const cases: [Record<string, unknown>, Record<string, string> | string[]][] = [
      [{ wide: '' }, ['fields.wide']],
      [
        { wide: 'https://example.com/banner.jpg', narrow: '/assets/banners/bba-narrow.svg' },
        ['fields.narrow', 'fields.wide'],
      ],
      [{ alt: '', place: 0 }, ['fields.alt', 'fields.place']],
      [{ narrow: art('bba-tall') }, { 'fields.narrow': HOME_ART_UNKNOWN }],
      [{ wide: missing }, { 'fields.wide': PICTURE_NOT_UPLOADED }],
    ];
    for (const [change, errors] of cases) {
      const { status, body } = await send('POST', 'staff/content/home-banners', {
        id: 'broken',
        fields: { ...newBanner, ...change },
      });
      expect(status, JSON.stringify(change)).toBe(400);
      if (Array.isArray(errors)) expect(Object.keys(body.errors).sort()).toEqual(errors);
      else expect(body.errors).toEqual(errors);
    }
    expect((await send('GET', 'staff/content/home-banners/broken')).status).toBe(404);
  });
});

describe('a count on the desk', () => {
  it('is edited and published, never added nor taken down (405)', async () => {
    const years = countEditor.parse(dataOf((await send('GET', 'staff/content/home-counts/years')).body));
    const refused = await send('PUT', 'staff/content/home-counts/years', {
      version: years.editorial.version,
      fields: { value: '', label: 'Y' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['fields.label', 'fields.value']);

    await send('PUT', 'staff/content/home-counts/years', {
      version: years.editorial.version,
      fields: { value: '26+', label: 'Years of Service' },
    });
    expect((await home()).counts.at(-1)).toEqual({ value: '25+', label: 'Years of Service' });
    await send('POST', 'staff/content/home-counts/years/publish', { version: years.editorial.version + 1 });
    expect((await home()).counts.at(-1)).toEqual({ value: '26+', label: 'Years of Service' });

    const added = await send('POST', 'staff/content/home-counts', { id: 'students', fields: {} });
    expect(added.status).toBe(405);
    expect(added.body.message).toBe(fixedNotAdded('Counts on the home page'));
    const down = await send('POST', 'staff/content/home-counts/years/unpublish', { version: 2 });
    expect(down.status).toBe(405);
    expect(down.body.message).toBe(FIXED_STAYS);
  });
});

// Last: it moves the site's clock.
describe('a scheduled home banner', () => {
  it('goes in at its scheduled time', async () => {
    const convocationShown = async () =>
      (await home()).banners.some((banner) => banner.alt.startsWith('Convocation'));
    await send('POST', 'staff/content/home-banners', {
      id: 'convocation',
      fields: {
        ...newBanner,
        alt: 'Convocation 2026: our graduates and their families. Apply now.',
        place: 1,
      },
    });
    const publishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    expect(
      (await send('POST', 'staff/content/home-banners/convocation/schedule', { version: 1, publishAt }))
        .status,
    ).toBe(200);
    expect(await convocationShown()).toBe(false);
    clock.moveTo(new Date(publishAt).getTime() + 1_000 - Date.now());
    expect(await app.publishDue()).toBe(1);
    expect(await convocationShown()).toBe(true);
  });
});
