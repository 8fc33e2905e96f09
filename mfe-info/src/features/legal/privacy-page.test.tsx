// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE } from '@aspire/config/site';
import { type LegalPage, legalPageSchema } from '@aspire/contracts/info';
import { ERASURE_DAYS, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { deskHarness, ok, until } from '@aspire/ui/testing/desk-harness.tsx';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page.tsx';

/** The notice as the info service loads it on first start (its content file). */
const PAGES = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../services/info/content/pages.json'), 'utf8'),
) as { id: string }[];
const PRIVACY: LegalPage = legalPageSchema.parse(PAGES.find((page) => page.id === 'privacy'));

const page = deskHarness();
const dom = page.dom;
/** The page, its notice served as `notice`, once every section's text is drawn. */
async function showPage(notice: LegalPage = PRIVACY) {
  page.serve([['GET', /^info\/pages\/privacy$/, () => ok(notice)]]);
  await page.render('/privacy', '/privacy', <PrivacyPage />);
  await until(() => dom.container.querySelector('nav li') !== null);
  await until(() => dom.container.querySelector('[aria-busy]') === null);
}
const text = () => dom.container.textContent ?? '';
const section = (title: string) =>
  [...dom.container.querySelectorAll('section[aria-labelledby]')].find((element) =>
    element.querySelector('h2')?.textContent?.endsWith(title),
  );

describe('privacy policy', () => {
  it("keeps the spec's sections and adds retention, children, rights, the grievance officer and breaches", async () => {
    await showPage();
    expect(dom.container.querySelector('h1')?.textContent).toBe('Privacy Policy');
    expect([...dom.container.querySelectorAll('nav li')].map((item) => item.textContent)).toEqual([
      'Information we collect',
      'What we keep, why, and for how long',
      'Cookies and local storage',
      'How we use your information',
      'Children and applicants under 18',
      'How we protect your information',
      'If your data is exposed',
      'Sharing your information',
      'Your rights and how to use them',
      'Grievance Officer',
      'Changes to this notice',
      'Contact us',
    ]);
    expect(text()).toContain(`Last updated: ${PRIVACY.updated} (notice version ${PRIVACY_NOTICE_VERSION})`);
    expect(section('Changes to this notice')?.textContent).toContain(
      `This is version ${PRIVACY_NOTICE_VERSION} of our privacy notice, in force from ${PRIVACY.updated}.`,
    );
  });

  it('itemises what is kept, why and for how long, in a captioned table', async () => {
    await showPage();
    const rows = [...(section('What we keep, why, and for how long')?.querySelectorAll('tbody tr') ?? [])];
    const keptFor = (what: string) =>
      rows.find((row) => row.querySelector('th')?.textContent?.startsWith(what))?.lastElementChild
        ?.textContent;
    expect(rows).toHaveLength(6);
    expect(section('What we keep, why, and for how long')?.querySelector('caption')?.textContent).toBe(
      'Each kind of personal data, its purpose and how long we keep it',
    );
    expect(rows[0]?.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(keptFor('Your account')).toBe('Until you erase your account.');
    expect(keptFor('Applications for admission')).toContain('Kept as the college’s admission records.');
    expect(keptFor('Enquiries')).toContain('Erased 24 months after they reach us');
    expect(keptFor('Orders and receipts')).toContain('72 months from the due date of the annual return');
    expect(keptFor('Orders and receipts')).toContain(
      'without your name, e-mail address, phone number and address',
    );
    expect(keptFor('Enrolments')).toContain('its public check still works without your name');
  });

  it('says how to use each right on the account page, and names the grievance officer', async () => {
    await showPage();
    const rights = section('Your rights and how to use them');
    for (const step of [
      'Download my data',
      'Correct your details',
      'Erase my account',
      'Withdraw my consent',
    ])
      expect(rights?.textContent).toContain(step);
    expect(rights?.textContent).toContain('To nominate someone');
    expect(rights?.textContent).toContain(`within ${ERASURE_DAYS} days`);
    expect(rights?.querySelector('a[href="/account"]')?.textContent).toBe('your account page');

    const officer = section('Grievance Officer');
    for (const detail of [
      SITE.grievance.name,
      SITE.grievance.role,
      SITE.grievance.phone,
      SITE.grievance.address,
    ])
      expect(officer?.textContent).toContain(detail);
    expect(officer?.querySelector('a')?.getAttribute('href')).toBe(`mailto:${SITE.grievance.email}`);
    expect(officer?.textContent).toContain('within 30 days');
    expect(officer?.textContent).toContain('Data Protection Board of India');

    expect(section('If your data is exposed')?.textContent).toContain('without delay');
    expect(section('Children and applicants under 18')?.textContent).toContain(
      'consent of a parent or lawful guardian',
    );
    expect(section('Contact us')?.querySelector('a')?.getAttribute('href')).toBe(`mailto:${SITE.email}`);
    expect(text()).not.toMatch(/\{[a-z-]+\}/);
  });

  it('shows what staff published, and leaves a word in braces that is no place as it is', async () => {
    await showPage({
      ...PRIVACY,
      title: 'Privacy Notice',
      body: '## Who we are\n\nAspire College & Trust, {email}. Ask about {something}.',
    });
    expect(dom.container.querySelector('h1')?.textContent).toBe('Privacy Notice');
    expect(section('Who we are')?.querySelector('a')?.getAttribute('href')).toBe(`mailto:${SITE.email}`);
    expect(section('Who we are')?.textContent).toContain('Ask about {something}.');
  });

  it('has no serious accessibility issues', async () => {
    await showPage();
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });
});
