// @vitest-environment happy-dom
import { createQueryClient } from '@aspire/client/query-client';
import { INVALID_PHONE } from '@aspire/contracts/phone';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from './application-form.tsx';

const dom = domRoot();
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function render(kind: 'admissions' | 'enquiries' = 'admissions') {
  act(() =>
    dom.render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admission-form']}>
          <ApplicationForm kind={kind} submitLabel="Submit Application" />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const control = (name: string) =>
  dom.container.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    `[name="${name}"]`,
  )!;
const description = (name: string) =>
  document.getElementById(control(name).getAttribute('aria-describedby') ?? '')?.textContent;

/** Types as a person would: through the native value setter, so the form's change handler sees it. */
function type(name: string, value: string) {
  const field = control(name);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function fill(mobileNumber = '9876543210') {
  type('studentName', 'Ayesha Siddiqa');
  type('email', 'ayesha@example.com');
  type('mobileNumber', mobileNumber);
  type('gender', 'Female');
  type('message', 'Are evening classes available?');
}

async function submit() {
  await act(async () => {
    dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('admission form', () => {
  it('checks in the browser that every field is filled in, each message under its field', async () => {
    render();
    expect(control('gender').value).toBe('');
    expect(control('gender').querySelector('option')?.textContent).toBe('Choose');
    await submit();
    for (const [name, message] of [
      ['studentName', 'Student name is required'],
      ['email', 'Email is required'],
      ['mobileNumber', 'Mobile number is required'],
      ['gender', 'Choose Male or Female'],
      ['message', 'Message is required'],
    ] as const) {
      expect(control(name).getAttribute('aria-invalid')).toBe('true');
      expect(control(name).hasAttribute('required')).toBe(true);
      expect(description(name)).toBe(message);
    }
    expect(document.activeElement).toBe(control('studentName'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the service's refusal under its field, then sends the same fill with the same key", async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(400, {
          success: false,
          message: 'Invalid request body',
          errors: { mobileNumber: INVALID_PHONE },
        }),
      )
      .mockResolvedValueOnce(json(201, { success: true, data: { id: 'a1', receivedAt: '2025-01-01' } }));
    render();
    fill('12345');
    await submit();
    expect(description('mobileNumber')).toBe(INVALID_PHONE);
    expect(control('email').getAttribute('aria-invalid')).toBeNull();

    type('mobileNumber', '+91 9876543210');
    await submit();
    expect(dom.container.querySelector('h2')?.textContent).toBe('Thank You');
    const [first, second] = fetchMock.mock.calls.map(([request]) => request as Request);
    expect(first?.url).toMatch(/\/api\/catalog\/admissions$/);
    expect(first?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('keeps the details and says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render();
    fill();
    await submit();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'We could not reach the server. Check your connection and try again; your details are kept.',
    );
    expect(control('studentName').value).toBe('Ayesha Siddiqa');
  });

  it('asks whether the student is under 18 (No by default); Yes reveals the guardian, who must be filled in', async () => {
    render();
    const [no, yes] = [...dom.container.querySelectorAll<HTMLInputElement>('input[name="minor"]')];
    expect(no?.checked).toBe(true);
    expect(control('guardian.name')).toBeNull();
    await act(async () => yes!.click());
    expect(dom.container.textContent).toContain(
      'we will e-mail the parent or guardian to confirm their consent',
    );
    fill();
    await submit();
    expect(description('guardian.name')).toBe("Parent or guardian's name is required");
    expect(description('guardian.email')).toBe("Parent or guardian's e-mail is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the guardian and the visit's source, and shows the service's refusals under the guardian's fields", async () => {
    sessionStorage.setItem('aspire.visit-source', JSON.stringify({ utmCampaign: 'autumn-intake' }));
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        message: 'Invalid request body',
        errors: { 'guardian.email': 'Enter a valid email address', 'guardian.phone': INVALID_PHONE },
      }),
    );
    render();
    fill();
    await act(async () =>
      dom.container.querySelectorAll<HTMLInputElement>('input[name="minor"]')[1]!.click(),
    );
    type('guardian.name', 'Khadija Siddiqa');
    type('guardian.email', 'khadija@example');
    type('guardian.phone', '123');
    await submit();
    expect(description('guardian.email')).toBe('Enter a valid email address');
    // The phone's hint stays with it; the error follows.
    expect(
      control('guardian.phone')
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual([expect.stringMatching(/starting with \+ and the country code/), INVALID_PHONE]);
    const sent = await (fetchMock.mock.calls[0]![0] as Request).clone().json();
    expect(sent).toMatchObject({
      studentName: 'Ayesha Siddiqa',
      minor: true,
      guardian: { name: 'Khadija Siddiqa', email: 'khadija@example', phone: '123' },
      source: { utmCampaign: 'autumn-intake' },
    });
    sessionStorage.clear();
  });

  it('sends an adult student without a guardian', async () => {
    fetchMock.mockImplementation(async () =>
      json(201, { success: true, data: { id: 'a1', receivedAt: '2025-01-01' } }),
    );
    render();
    fill();
    await submit();
    const adult = await (fetchMock.mock.calls[0]![0] as Request).clone().json();
    expect(adult).toMatchObject({ minor: false, source: {} });
    expect(adult).not.toHaveProperty('guardian');
  });

  it('leaves the question out of the enquiry form', () => {
    render('enquiries');
    expect(dom.container.querySelector('input[name="minor"]')).toBeNull();
  });

  it.each([
    ['admissions', 'We use these details to consider this application'],
    ['enquiries', 'We use these details to answer this enquiry'],
  ] as const)(
    'the %s form says by its submit button what the details are for, linking the privacy policy',
    (kind, line) => {
      render(kind);
      const submit = dom.container.querySelector('button[type="submit"]');
      const notice = submit?.nextElementSibling;
      expect(notice?.textContent).toContain(line);
      expect(notice?.querySelector('a[href="/privacy-policy"]')?.textContent).toContain('privacy policy');
    },
  );
});
