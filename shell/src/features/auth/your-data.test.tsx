// @vitest-environment happy-dom
import { PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { saveBlob } from '@aspire/ui/save-file.ts';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { YourData } from './your-data.tsx';

vi.mock('@aspire/ui/save-file.ts', () => ({ saveBlob: vi.fn() }));

const { dom, render, serve, requests } = deskHarness();
const part = (service: string) => ({
  summary: [`The ${service} sentence.`],
  data: { [`${service}Things`]: [{ id: `${service}-1` }] },
});
const text = () => dom.container.textContent ?? '';

describe('your data', () => {
  it('reads the four parts and saves one file holding them all and their summary, then shows the summary', async () => {
    vi.mocked(saveBlob).mockClear();
    serve([['GET', /^(identity|catalog|shop|lms)\/my-data$/, (r) => ok(part(r.url.split('/').at(-2)!))]]);
    await render('/account', '/account', <YourData />);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    await act(async () => button(dom.container, 'Download my data').click());
    await until(() => text().includes('is saved'));

    expect(requests().sort()).toEqual([
      'GET catalog/my-data',
      'GET identity/my-data',
      'GET lms/my-data',
      'GET shop/my-data',
    ]);
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, filename] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(filename).toMatch(/^aspire-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await blob.text());
    const summary = ['identity', 'catalog', 'shop', 'lms'].map((service) => `The ${service} sentence.`);
    expect(file).toEqual({
      generatedAt: expect.any(String),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      summary,
      identity: { identityThings: [{ id: 'identity-1' }] },
      catalog: { catalogThings: [{ id: 'catalog-1' }] },
      shop: { shopThings: [{ id: 'shop-1' }] },
      lms: { lmsThings: [{ id: 'lms-1' }] },
    });
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      `Your file ${filename} is saved. In short, it says:`,
    );
    expect([...dom.container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(summary);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('makes no file when a part cannot be read, names that part, and tries again', async () => {
    vi.mocked(saveBlob).mockClear();
    let shopDown = true;
    serve([
      ['GET', /^shop\/my-data$/, () => (shopDown ? refused(503, 'The shop is resting.') : ok(part('shop')))],
      ['GET', /^(identity|catalog|lms)\/my-data$/, (r) => ok(part(r.url.split('/').at(-2)!))],
    ]);
    await render('/account', '/account', <YourData />);
    await act(async () => button(dom.container, 'Download my data').click());
    await until(() => dom.container.querySelector('[role="alert"]') !== null);

    expect(saveBlob).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"] p')?.textContent).toBe(
      'We could not read your cart and orders, so we made no file.',
    );
    shopDown = false;
    await act(async () => button(dom.container, 'Try again').click());
    await until(() => text().includes('is saved'));
    expect(saveBlob).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });
});
