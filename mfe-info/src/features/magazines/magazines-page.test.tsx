// @vitest-environment happy-dom
import type { Magazine } from '@aspire/contracts/info';
import { button, deskHarness, ok, settle, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { MagazinesPage } from './magazines-page.tsx';

const page = deskHarness();

const issue = (year: number, month: number, title: string): Magazine => ({
  id: `${year}-${month}`,
  year,
  month,
  title,
  cover: `/api/info/media/covers/${year}-${month}.webp`,
  pdf: `/api/info/media/pdfs/${year}-${month}.pdf`,
});
const ISSUES: Record<string, Magazine[]> = {
  '2022': [issue(2022, 1, 'January 2022'), issue(2022, 2, 'February 2022')],
  '2023': [issue(2023, 1, 'January 2023')],
  '2027': [issue(2027, 3, 'March 2027')],
};
const covers = () =>
  [...page.dom.container.querySelectorAll('[data-testid="magazine-grid"] a')].map((a) => a.textContent);
const pressed = () =>
  [...page.dom.container.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.textContent);

describe('the magazines page', () => {
  it('draws a button for each year the service has issues for, the first year chosen, its covers', async () => {
    page.serve([
      ['GET', /^info\/magazines\/years$/, () => ok([2027, 2023, 2022])],
      [
        'GET',
        /^info\/magazines$/,
        (request) => ok(ISSUES[new URL(request.url).searchParams.get('year') ?? ''] ?? []),
      ],
    ]);
    await page.render('/magazines', '/magazines', <MagazinesPage />);
    await until(() => covers().length > 0);
    expect([...page.dom.container.querySelectorAll('fieldset button')].map((b) => b.textContent)).toEqual([
      '2022',
      '2023',
      '2027',
    ]);
    expect(pressed()).toEqual(['2022']);
    expect(covers()).toEqual([
      'January 2022Read the PDF (opens in a new tab)',
      'February 2022Read the PDF (opens in a new tab)',
    ]);
    await act(async () => button(page.dom.container, '2027').click());
    await settle();
    await until(() => covers()[0]?.startsWith('March 2027') === true);
    expect(pressed()).toEqual(['2027']);
    expect(page.dom.container.querySelector('h2')?.textContent).toBe('Issues of 2027');
  });

  it('says so kindly when no issue is published yet', async () => {
    page.serve([['GET', /^info\/magazines\/years$/, () => ok([])]]);
    await page.render('/magazines', '/magazines', <MagazinesPage />);
    await until(() => (page.dom.container.textContent ?? '').includes('No issues yet'));
    expect(page.requests()).toEqual(['GET info/magazines/years']);
  });
});
