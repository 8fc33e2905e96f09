// @vitest-environment happy-dom
import { createQueryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyApplications } from './my-applications.tsx';

const dom = domRoot();
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  act(() =>
    useSession.getState().signIn('a-token', {
      firstName: 'Ayesha',
      lastName: 'Siddiqa',
      email: 'ayesha@example.com',
      mobileNumber: '+919840012345',
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useSession.getState().signOut());
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = () => dom.container.textContent ?? '';

async function open() {
  await act(async () => {
    dom.render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <MyApplications />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('my applications', () => {
  it("lists each application with its course, date and where it stands, and a guardian's wait", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        success: true,
        data: [
          {
            id: 'a1',
            kind: 'application',
            receivedAt: '2026-01-12T09:30:00.000Z',
            courseTitle: 'B.Sc. Psychology',
            status: 'new',
            statusText: 'Received — our admissions team will be in touch',
            awaitingGuardian: true,
          },
          {
            id: 'e1',
            kind: 'enquiry',
            receivedAt: '2025-11-02T09:30:00.000Z',
            courseTitle: null,
            status: 'contacted',
            statusText: 'In conversation with our admissions team',
            awaitingGuardian: false,
          },
        ],
      }),
    );
    await open();
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/catalog/applications/mine');
    expect(request.headers.get('authorization')).toBe('Bearer a-token');
    const items = [...dom.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('B.Sc. Psychology');
    expect(items[0]).toContain('12 Jan 2026');
    expect(items[0]).toContain('Received — our admissions team will be in touch');
    expect(items[0]).toContain("Waiting for your parent or guardian's consent");
    expect(items[1]).toContain('Enquiry');
    expect(items[1]).not.toContain('guardian');
  });

  it('points to the courses when there is nothing yet', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: [] }));
    await open();
    expect(text()).toContain('You have no applications with us yet.');
    expect(dom.container.querySelector('a[href="/courses"]')).not.toBeNull();
  });

  it('asks for a confirmed e-mail address when the service refuses (403)', async () => {
    fetchMock.mockResolvedValue(
      json(403, { success: false, message: 'Confirm your e-mail address to see your applications' }),
    );
    await open();
    expect(text()).toContain('Confirm your e-mail address to see your applications');
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
  });
});
