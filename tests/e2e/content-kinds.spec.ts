import { PHP_SCRIPT, testDocument } from '@aspire/service-kit/testing/documents';
import { testPicture } from '@aspire/service-kit/testing/pictures';
import { expect, type Page, test } from '@playwright/test';
import { coverPicture } from './support/products.ts';
import { appInPlace, expectAccessible } from './support/site.ts';
import { addStaff, staffToken } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 300_000 });

/** What a public list of the info service answers now, one field of each item. */
async function publicList(page: Page, path: string, field: string) {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data.map((item) => item[field]);
}

/** Publishes the item open in the desk, and later takes it down again (the lists as other journeys expect them). */
async function publish(desk: Page) {
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByText('Published: it is on the site now.')).toBeVisible();
}
async function unpublish(desk: Page) {
  await desk.getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByText('Unpublished: it is off the site.')).toBeVisible();
}

test('a gallery picture is drafted, published to /gallery within 10 s, found again in the media library, and taken down', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const caption = `Library reading hour ${stamp}`;
  const alt = 'Students reading at long tables in the college library';
  const editor = `content.gallery.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Rukhsana Begum');
  const desk = await staffSignsIn(browser, editor);
  await desk.goto('/staff/content?kind=gallery');
  await desk.getByRole('link', { name: 'New picture' }).click();
  await desk.getByLabel('Caption').fill(caption);
  await desk.getByLabel('Category').selectOption('campus');
  await desk.getByLabel('Add pictures').setInputFiles({
    name: `reading-hour-${stamp}.png`,
    mimeType: 'image/png',
    buffer: await coverPicture(browser, 'Reading hour', '#1d4e89'),
  });
  await desk.getByLabel('Picture description').fill(alt);
  await expect(desk.locator('[data-picture] img')).toHaveCount(1, { timeout: 20_000 });
  await desk.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(desk.getByRole('heading', { name: 'Publishing' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(desk, 'content desk: a gallery picture in draft');
  expect(await publicList(page, '/api/info/gallery', 'caption')).not.toContain(caption);

  await publish(desk);
  await expect
    .poll(async () => publicList(page, '/api/info/gallery', 'caption'), { timeout: 10_000 })
    .toContain(caption);
  await page.goto('/gallery');
  await appInPlace(page);
  await expect(page.getByAltText(alt)).toBeVisible();

  // The media library lists the upload by its file name, with the description the picture was used with.
  const library = await desk.context().newPage();
  await library.goto('/staff/media');
  await expect(library.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await library.getByRole('searchbox').fill(stamp);
  await expect(library.getByRole('strong').filter({ hasText: `reading-hour-${stamp}.png` })).toBeVisible({
    timeout: 10_000,
  });
  await expectAccessible(library, 'media library');

  // Replacing the file in the library changes the picture wherever it is used, at the same address.
  const address = (await page.getByAltText(alt).getAttribute('src')) ?? '';
  expect(address).toMatch(/^\/api\/info\/media\//);
  const before = await (await page.request.get(address)).body();
  await library.getByLabel(`New file for reading-hour-${stamp}.png`).setInputFiles({
    name: `reading-hour-${stamp}-retaken.png`,
    mimeType: 'image/png',
    buffer: await coverPicture(browser, 'Reading hour, retaken', '#8a3b12'),
  });
  await expect(
    library.getByText(`reading-hour-${stamp}.png replaced: every page using it shows the new picture.`),
  ).toBeVisible({
    timeout: 20_000,
  });
  const after = await page.request.get(address, { headers: { 'cache-control': 'no-cache' } });
  expect(after.ok()).toBe(true);
  expect(Buffer.compare(await after.body(), before)).not.toBe(0);
  expect(await publicList(page, '/api/info/gallery', 'caption')).toContain(caption);

  await unpublish(desk);
  await expect
    .poll(async () => publicList(page, '/api/info/gallery', 'caption'), { timeout: 10_000 })
    .not.toContain(caption);
});

test('a magazine issue with its PDF: a script passed off as a PDF is refused, the real one is served, the year appears', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Rabi ul Awwal issue ${stamp}`;
  const editor = `content.magazines.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Yasmin Fathima');
  const desk = await staffSignsIn(browser, editor);
  await desk.goto('/staff/content?kind=magazines');
  await desk.getByRole('link', { name: 'New magazine issue' }).click();
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Month').selectOption('9');
  await desk.getByLabel('Year').fill('2026');
  await desk.getByLabel('Add pictures').setInputFiles({
    name: `cover-${stamp}.png`,
    mimeType: 'image/png',
    buffer: await coverPicture(browser, 'Rabi ul Awwal', '#5d0b3a'),
  });
  await expect(desk.locator('[data-picture] img')).toHaveCount(1, { timeout: 20_000 });

  // A PHP script named .pdf is refused by the service, the refusal under the control.
  await desk.getByLabel('Upload a PDF').setInputFiles({
    name: 'issue.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(PHP_SCRIPT),
  });
  await expect(desk.getByText('Upload a PDF file')).toBeVisible({ timeout: 20_000 });
  await desk.getByLabel('Upload a PDF').setInputFiles({
    name: `issue-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await testDocument(3)),
  });
  await expect(desk.getByText(/3 pages ·/)).toBeVisible({ timeout: 20_000 });
  await desk.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(desk.getByRole('heading', { name: 'Publishing' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(desk, 'content desk: a magazine issue in draft');

  await publish(desk);
  await expect
    .poll(async () => (await (await page.request.get('/api/info/magazines/years')).json()).data, {
      timeout: 10_000,
    })
    .toContain(2026);
  await page.goto('/magazines');
  await appInPlace(page);
  await page.getByRole('button', { name: '2026' }).click();
  const cover = page.getByRole('link').filter({ hasText: title });
  const pdf = (await cover.getAttribute('href')) ?? '';
  expect(pdf).toMatch(/^\/api\/info\/media\/[a-f0-9]{24}\/document\.pdf$/);
  const served = await page.request.get(pdf);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await unpublish(desk);
  await expect
    .poll(async () => (await (await page.request.get('/api/info/magazines/years')).json()).data, {
      timeout: 10_000,
    })
    .not.toContain(2026);
});

test('uploads the services refuse: a script renamed .jpg, an oversized picture, a picture sent as a PDF', async ({
  request,
}) => {
  const stamp = Date.now().toString(36);
  const editor = `content.uploads.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Tahira Nasreen');
  const authorization = `Bearer ${await staffToken(editor)}`;
  const send = (path: string, type: string, data: Buffer) =>
    request.post(`/api/info/staff/media/${path}`, { headers: { authorization, 'content-type': type }, data });

  const script = await send('uploads', 'image/jpeg', Buffer.from(PHP_SCRIPT));
  expect(script.status()).toBe(415);
  expect((await script.json()).message).toBe('Upload a JPEG, PNG, WebP or AVIF picture');

  const oversized = await send('uploads', 'image/jpeg', Buffer.alloc(9 * 1024 * 1024, 0xff));
  expect(oversized.status()).toBe(413);
  expect((await oversized.json()).message).toBe('A picture may be at most 8 MB');

  const picture = await send('documents/uploads', 'application/pdf', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  expect(picture.status()).toBe(415);
  expect((await picture.json()).message).toBe('Upload a PDF file');

  // A picture in the library is replaced only by a picture.
  const stored = await send(
    'uploads',
    'image/png',
    Buffer.from(await testPicture({ width: 640, height: 480, format: 'png' })),
  );
  expect(stored.status()).toBe(201);
  const { id } = (await stored.json()).data as { id: string };
  const swapped = await send(`${id}/uploads`, 'application/pdf', Buffer.from(await testDocument()));
  expect(swapped.status()).toBe(415);
  expect((await swapped.json()).message).toBe(
    'A picture can only be replaced by another picture: upload a JPEG, PNG, WebP or AVIF',
  );

  // Anyone else is refused before the file is read.
  expect((await request.post('/api/info/staff/media/uploads', { data: Buffer.from('x') })).status()).toBe(
    401,
  );
});

test('a post written in Markdown shows its heading and list; a script and a javascript: link in it stay inert', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `What to bring on your first day ${stamp}`;
  const editor = `content.markdown.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Shabana Azmi');
  const desk = await staffSignsIn(browser, editor);
  await desk.goto('/staff/content?kind=posts');
  await desk.getByRole('link', { name: 'New post' }).click();
  await desk.getByLabel('Blog or news').selectOption('blog');
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Written by').fill('Student services');
  await desk
    .getByLabel('Summary')
    .fill('A short list for new students, so the first morning on campus is an easy one.');
  await desk
    .getByLabel('Text')
    .fill(
      [
        'Welcome to Aspire. A few things make the first day easier.',
        '## What to bring',
        '- Your admission letter\n- Two passport photographs\n- A notebook',
        '<script>window.__injected = true</script>',
        'Questions? [Write to us](javascript:window.__injected=true) or [read the FAQ](/glance).',
      ].join('\n\n'),
    );
  await desk.getByLabel('Add pictures').setInputFiles({
    name: 'first-day.png',
    mimeType: 'image/png',
    buffer: await coverPicture(browser, 'First day', '#2a5d0b'),
  });
  await desk
    .getByLabel('Picture description')
    .fill('New students collecting their timetables at the front desk');
  await expect(desk.locator('[data-picture] img')).toHaveCount(1, { timeout: 20_000 });
  await desk.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(desk.getByRole('heading', { name: 'Publishing' })).toBeVisible({ timeout: 20_000 });
  const id = /\/staff\/content\/posts\/([a-z0-9-]+)/.exec(desk.url())?.[1];
  expect(id).toBeTruthy();
  await publish(desk);

  await expect
    .poll(async () => (await page.request.get(`/api/info/post/${id}`)).status(), { timeout: 10_000 })
    .toBe(200);
  await page.goto(`/blog/${id}`);
  await appInPlace(page);
  const article = page.locator('main article');
  await expect(article.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveCount(3);
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'read the FAQ' })).toHaveAttribute('href', '/glance');
  await article.getByText('Write to us').click();
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();

  await unpublish(desk);
});

test('a new course is drafted, published into its tab, and is on its page, in its structured data and in the sitemap', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Diploma in Islamic Finance ${stamp}`;
  const editor = `content.newcourse.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Arif Hussain');
  const desk = await staffSignsIn(browser, editor);
  await desk.goto('/staff/courses');
  await desk.getByRole('link', { name: 'New course' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
  await desk.getByLabel('Title', { exact: true }).fill(title);
  await desk.getByLabel('Category').selectOption('diploma');
  await desk
    .getByLabel('Description', { exact: true })
    .fill('Contracts, partnerships and banking in the light of Islamic law, with case studies from India.');
  await desk.getByLabel('Duration').fill('1 year');
  await desk.getByLabel('Where it is taught').fill('Chennai | Bengaluru');
  await desk.getByLabel('Certificate', { exact: true }).fill('A diploma certificate from Aspire College.');
  await desk.getByLabel('Highlight 1').fill('Weekend classes with practitioners');
  await desk.getByLabel('Part 1: title').fill('Contracts in Islamic law');
  await desk.getByLabel('Part 1: learning units').fill('Sale and hire\nPartnerships');
  await desk.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(desk).toHaveURL(/\/staff\/courses\/\d+$/, { timeout: 20_000 });
  const id = Number(/\/staff\/courses\/(\d+)$/.exec(desk.url())?.[1]);
  expect(id).toBeGreaterThan(18);
  const listed = async () => publicList(page, '/api/catalog/courses?category=diploma', 'id');
  expect(await listed()).not.toContain(id);
  await expectAccessible(desk, 'course desk: a new course in draft');

  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect.poll(listed, { timeout: 10_000 }).toContain(id);
  await page.goto(`/course/${id}`);
  await appInPlace(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((text) => (JSON.parse(text) as { name?: string }).name === title)).toBe(true);
  await expect
    .poll(async () => (await page.request.get('/sitemap.xml')).text(), { timeout: 10_000 })
    .toContain(`/course/${id}</loc>`);
});

test("the home page's counts are the web editors': a new figure is in the server-rendered home page within 10 s", async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const editor = `content.home.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Shabana Azmi');
  const desk = await staffSignsIn(browser, editor);
  /** Sets the years' figure on the desk and publishes it. */
  async function publishYears(from: string, to: string) {
    await desk.goto('/staff/content?kind=home-counts');
    await desk.getByRole('link', { name: `${from} Years of Service` }).click();
    await desk.getByLabel('Figure').fill(to);
    await desk.getByRole('button', { name: 'Save draft' }).click();
    await expect(desk.getByText(/^Draft saved\./)).toBeVisible();
    await publish(desk);
  }
  const serverHome = async () => (await page.request.get('/')).text();
  const years = (html: string) => /<strong>([^<]*)<\/strong><span>Years of Service<\/span>/.exec(html)?.[1];
  expect(years(await serverHome())).toBe('25+');

  await publishYears('25+', '26+');
  await expect.poll(async () => years(await serverHome()), { timeout: 10_000 }).toBe('26+');
  await expectAccessible(desk, 'content desk: a count on the home page');

  // As the other journeys expect it.
  await publishYears('26+', '25+');
  await expect.poll(async () => years(await serverHome()), { timeout: 10_000 }).toBe('25+');
});
