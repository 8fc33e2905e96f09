import { expect, type Page, test } from '@playwright/test';
import { coverPicture } from './support/products.ts';
import { appInPlace, expectAccessible } from './support/site.ts';
import { addStaff } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 300_000 });

/** A day and a time in India, as the desk's date and time fields take them. */
function inIndia(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The titles the public API lists now. */
async function publicTitles(page: Page, path: string, field: 'eventName' | 'title') {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, string>[] }).data.map((item) => item[field]);
}

test('a content editor drafts an event with a picture, previews it, publishes it, and restores an earlier version', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Family open evening ${stamp}`;
  const editor = `content.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Sadia Parveen');
  const desk = await staffSignsIn(browser, editor);
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Content' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(desk, 'content desk: the list');

  // A new event, saved as a draft with its picture.
  await desk.getByRole('link', { name: 'New event' }).click();
  await desk.getByLabel('Name', { exact: true }).fill(name);
  await desk.getByLabel('Where').fill('Chennai campus, Greams Lane');
  await desk.getByLabel('Language').fill('English and Tamil');
  await desk
    .getByLabel('Description', { exact: true })
    .fill('An evening for families to meet our teachers, see the classrooms and ask about admissions.');
  await desk.getByLabel('First day').fill('2027-02-13');
  await desk.getByLabel('Last day').fill('2027-02-13');
  await desk.getByLabel('Starts at').fill('17:00');
  await desk.getByLabel('Ends at').fill('19:30');
  await desk.getByLabel('Add pictures').setInputFiles({
    name: 'open-evening.png',
    mimeType: 'image/png',
    buffer: await coverPicture(browser, 'Open evening'),
  });
  await desk.getByLabel('Picture description').fill('Families walking through the campus courtyard at dusk');
  await expect(desk.locator('[data-picture] img')).toHaveCount(1, { timeout: 20_000 });
  await desk.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(desk.getByRole('heading', { name: 'Publishing' })).toBeVisible({ timeout: 20_000 });
  await expect(desk.getByText(/draft/i).first()).toBeVisible();
  await expectAccessible(desk, 'content desk: an event in draft');

  // Not public; the preview shows it as the public page will.
  expect(await publicTitles(page, '/api/info/event?when=all', 'eventName')).not.toContain(name);
  /** The events page as React renders it on the server from the services' data now (#23). */
  const serverEvents = async () => (await page.request.get('/events')).text();
  expect(await serverEvents()).not.toContain(name);
  await desk.getByRole('button', { name: 'Preview' }).click();
  await expect(
    desk.getByRole('region', { name: 'Preview' }).getByRole('heading', { name, exact: true }),
  ).toBeVisible();

  // Published: the public events page shows it within 10 s.
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByText('Published: it is on the site now.')).toBeVisible();
  const published = Date.now();
  await expect
    .poll(async () => publicTitles(page, '/api/info/event?when=upcoming', 'eventName'), { timeout: 10_000 })
    .toContain(name);
  await expect
    .poll(serverEvents, { timeout: Math.max(1_000, 10_000 - (Date.now() - published)) })
    .toContain(name);
  await page.goto('/events');
  await appInPlace(page);
  await expect(page.getByText(name).first()).toBeVisible({
    timeout: Math.max(1_000, 10_000 - (Date.now() - published)),
  });

  // A second version, published; then the first restored and published again.
  const renamed = `${name} (new time)`;
  await desk.getByLabel('Name', { exact: true }).fill(renamed);
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByText('Published: it is on the site now.')).toBeVisible();
  await expect
    .poll(async () => publicTitles(page, '/api/info/event?when=upcoming', 'eventName'), { timeout: 10_000 })
    .toContain(renamed);
  const revisions = desk.getByRole('region', { name: 'Revisions' });
  const firstPublished = revisions.getByRole('listitem').filter({ hasText: 'Published' }).last();
  await firstPublished.getByRole('button', { name: 'Restore this version' }).click();
  await expect(desk.getByText(/is your draft again/)).toBeVisible();
  await expect(desk.getByLabel('Name', { exact: true })).toHaveValue(name);
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect
    .poll(async () => publicTitles(page, '/api/info/event?when=upcoming', 'eventName'), { timeout: 10_000 })
    .toContain(name);

  // Unpublished: off the site within 10 s, and its own address answers 404.
  await desk.getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByText('Unpublished: it is off the site.')).toBeVisible();
  await expect
    .poll(async () => publicTitles(page, '/api/info/event?when=all', 'eventName'), { timeout: 10_000 })
    .not.toContain(name);
});

test('a post scheduled two minutes ahead appears when the clock reaches it, and not before', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Admissions for the new year open ${stamp}`;
  const editor = `content.posts.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Irfan Qadri');
  const desk = await staffSignsIn(browser, editor);
  await desk.goto('/staff/content?kind=posts');
  await desk.getByRole('link', { name: 'New post' }).click();
  await desk.getByLabel('Blog or news').selectOption('news');
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Written by').fill('Admissions office');
  await desk
    .getByLabel('Summary')
    .fill('Applications for the coming academic year open this week, on campus and online.');
  await desk
    .getByLabel('Text')
    .fill(
      'Applications open this week for every programme.\n\nVisit the admission form or call our offices in Chennai and Bengaluru.',
    );
  await desk.getByLabel('Add pictures').setInputFiles({
    name: 'admissions.png',
    mimeType: 'image/png',
    buffer: await coverPicture(browser, 'Admissions open', '#5d2a0b'),
  });
  await desk.getByLabel('Picture description').fill('The admissions office desk with application forms');
  await expect(desk.locator('[data-picture] img')).toHaveCount(1, { timeout: 20_000 });
  await desk.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(desk.getByRole('heading', { name: 'Publishing' })).toBeVisible({ timeout: 20_000 });

  const at = inIndia(new Date(Date.now() + 2 * 60_000 + 30_000));
  await desk.getByRole('button', { name: 'Schedule…' }).click();
  await desk.getByLabel('Publish on', { exact: true }).fill(at.day);
  await desk.getByLabel('At', { exact: true }).fill(at.time);
  await desk.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(desk.getByText(/^Scheduled for .+ \(India time\)\.$/)).toBeVisible();

  // Not yet: nothing shows it before its time.
  await page.waitForTimeout(6_000);
  expect(await publicTitles(page, '/api/info/post', 'title')).not.toContain(title);

  // The service's clock moved three minutes on: the post appears within 10 s.
  const moved = await page.request.post('/api/info/dev/clock', { data: { offsetMs: 3 * 60_000 } });
  expect(moved.ok()).toBe(true);
  try {
    await expect
      .poll(async () => publicTitles(page, '/api/info/post', 'title'), { timeout: 10_000 })
      .toContain(title);
  } finally {
    await page.request.post('/api/info/dev/clock', { data: { offsetMs: 0 } });
  }

  // Taken off again, so the site's lists are as the other journeys expect them.
  await desk.reload();
  await desk.getByRole('button', { name: 'Unpublish' }).click();
  await expect(desk.getByText('Unpublished: it is off the site.')).toBeVisible();
  expect(await publicTitles(page, '/api/info/post', 'title')).not.toContain(title);
});

test('a content editor retitles a course: its page and structured data show the new title, then the original is restored', async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const course = { id: 10, title: 'Islamic Inheritance' };
  const retitled = `Islamic Inheritance: shares and heirs ${stamp}`;
  const publicTitle = async () =>
    (
      (await (await page.request.get(`/api/catalog/courses/${course.id}`)).json()) as {
        data: { title: string };
      }
    ).data.title;
  const editor = `content.courses.${stamp}@aspirecollege.in`;
  addStaff(editor, ['content'], 'Naseem Akhtar');
  const desk = await staffSignsIn(browser, editor);
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Courses' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await desk.getByRole('link', { name: course.title, exact: true }).click();
  await desk.getByLabel('Title', { exact: true }).fill(retitled);
  await desk.getByRole('button', { name: 'Save draft' }).click();
  await expect(desk.getByText(/^Draft saved\./)).toBeVisible();
  expect(await publicTitle()).toBe(course.title);
  await expectAccessible(desk, 'course editor: a draft');

  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect(desk.getByText('Published: the course’s page shows it now.')).toBeVisible();
  await expect.poll(publicTitle, { timeout: 10_000 }).toBe(retitled);
  await page.goto(`/course/${course.id}`);
  await appInPlace(page);
  await expect(page.getByRole('heading', { level: 1, name: retitled })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.some((text) => (JSON.parse(text) as { name?: string }).name === retitled)).toBe(true);

  // The original texts (revision 0, the oldest) restored as the draft, then published again.
  const revisions = desk.getByRole('region', { name: 'Revisions' });
  await revisions
    .getByRole('button', { name: /^Restore the texts of/ })
    .last()
    .click();
  await expect(desk.getByText(/restored as the draft/)).toBeVisible();
  await expect(desk.getByLabel('Title', { exact: true })).toHaveValue(course.title);
  await desk.getByRole('button', { name: 'Publish now' }).click();
  await expect.poll(publicTitle, { timeout: 10_000 }).toBe(course.title);
});
