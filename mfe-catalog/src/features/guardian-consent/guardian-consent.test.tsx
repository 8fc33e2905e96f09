// @vitest-environment happy-dom
import { createQueryClient } from '@aspire/client/query-client';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuardianConsent } from './guardian-consent.tsx';

const TOKEN = 'a'.repeat(43);
const dom = domRoot();
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = () => dom.container.textContent ?? '';

/** The page as the router shows it, in StrictMode (whose doubled effects must not post twice). */
async function open(url: string) {
  await act(async () => {
    dom.render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[url]}>
            <GuardianConsent />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('guardian consent page', () => {
  it('posts the token once and thanks the guardian, naming the student', async () => {
    fetchMock.mockResolvedValue(
      json(200, { success: true, data: { studentName: 'Ayesha Siddiqa', confirmed: true } }),
    );
    await open(`/guardian-consent?token=${TOKEN}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/catalog/guardian-consent');
    expect(await request.clone().json()).toEqual({ token: TOKEN });
    expect(dom.container.querySelector('h1')?.textContent).toBe('Thank you for your consent');
    expect(text()).toContain("Ayesha's application can now go ahead");
  });

  it('says an expired or used link is spent, and how to reach admissions', async () => {
    fetchMock.mockResolvedValue(json(410, { success: false, message: 'This link has expired.' }));
    await open(`/guardian-consent?token=${TOKEN}`);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'This link has expired or has already been used.',
    );
    expect(dom.container.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(dom.container.querySelector('button')).toBeNull();
  });

  it('does not post an incomplete link', async () => {
    await open('/guardian-consent?token=abc');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/^This link is incomplete/);
  });

  it('offers to try again when the server could not be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await open(`/guardian-consent?token=${TOKEN}`);
    expect(text()).toContain('We could not confirm your consent just now.');
    fetchMock.mockResolvedValue(
      json(200, { success: true, data: { studentName: 'Ayesha Siddiqa', confirmed: true } }),
    );
    await act(async () => dom.container.querySelector('button')?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(text()).toContain("Ayesha's application can now go ahead");
  });
});
