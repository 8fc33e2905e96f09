// @vitest-environment happy-dom
import { SITE } from '@aspire/config/site';
import { PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRIVACY_UPDATED } from './privacy-content.ts';
import { PrivacyPage } from './privacy-page.tsx';

const dom = domRoot();
function showPage() {
  act(() =>
    dom.render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    ),
  );
}
const text = () => dom.container.textContent ?? '';
const section = (title: string) =>
  [...dom.container.querySelectorAll('section[aria-labelledby]')].find((element) =>
    element.querySelector('h2')?.textContent?.endsWith(title),
  );

describe('privacy policy', () => {
  it("keeps the spec's sections and adds retention, children, rights, the grievance officer and breaches", () => {
    showPage();
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
    expect(text()).toContain(`Last updated: ${PRIVACY_UPDATED} (notice version ${PRIVACY_NOTICE_VERSION})`);
  });

  it('itemises what is kept, why and for how long, in a table', () => {
    showPage();
    const rows = [...(section('What we keep, why, and for how long')?.querySelectorAll('tbody tr') ?? [])];
    const keptFor = (what: string) =>
      rows.find((row) => row.querySelector('th')?.textContent?.startsWith(what))?.lastElementChild
        ?.textContent;
    expect(rows).toHaveLength(6);
    expect(keptFor('Your account')).toBe('Until you erase your account.');
    expect(keptFor('Applications for admission')).toContain('Kept as the college’s admission records.');
    expect(keptFor('Enquiries')).toContain('Erased 24 months after they reach us');
    expect(keptFor('Orders and receipts')).toContain('72 months from the due date of the annual return');
    expect(keptFor('Orders and receipts')).toContain(
      'without your name, e-mail address, phone number and address',
    );
    expect(keptFor('Enrolments')).toContain('its public check still works without your name');
  });

  it('says how to use each right on the account page, and names the grievance officer', () => {
    showPage();
    const rights = section('Your rights and how to use them');
    for (const step of [
      'Download my data',
      'Correct your details',
      'Erase my account',
      'Withdraw my consent',
    ])
      expect(rights?.textContent).toContain(step);
    expect(rights?.textContent).toContain('To nominate someone');
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

  it('has no serious accessibility issues', async () => {
    showPage();
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });
});
