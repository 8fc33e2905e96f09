// @vitest-environment happy-dom
import type { CertificateCheck as Check } from '@aspire/contracts/certificates';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  refused,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import CertificatePage from './certificate-page.tsx';

const visitor = deskHarness();
const text = () => visitor.dom.container.textContent ?? '';
const robots = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]').length;

const CHECK: Check = {
  code: 'ASP-7K2M-Q9XD',
  name: 'Ayesha Siddiqa',
  courseTitle: 'B.Sc. Psychology',
  issuedOn: '2026-11-26',
  status: 'valid',
  revokedOn: null,
};

async function visit(path: string, answer?: () => Response) {
  visitor.serve([['GET', /^lms\/certificates\//, () => (answer ? answer() : refused(500, 'unexpected'))]]);
  await visitor.render(path, '/certificates/:code', <CertificatePage />);
}

describe('the public check of a certificate', () => {
  it('shows a valid certificate: its code, Valid, the name, the course and the day it was issued', async () => {
    await visit('/certificates/ASP-7K2M-Q9XD', () => ok(CHECK));
    await until(() => text().includes('Valid'));
    expect(visitor.requests()).toEqual(['GET lms/certificates/ASP-7K2M-Q9XD']);
    expect(visitor.dom.container.querySelector('h1')?.textContent).toBe('Certificate ASP-7K2M-Q9XD');
    const details = [...visitor.dom.container.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(details).toEqual([
      ['Name', 'Ayesha Siddiqa'],
      ['Course', 'B.Sc. Psychology'],
      ['Issued on', '26 Nov 2026'],
    ]);
    expect(text()).not.toContain('Revoked');
    expect(text()).not.toContain('removed at their request');
    expect(document.title).toBe('Certificate ASP-7K2M-Q9XD | Aspire College & Trust');
    expect(robots()).toBe(1);
    expect(button(visitor.dom.container, 'Print this page')).toBeTruthy();
    expect(await seriousAxeIssues(visitor.dom.container)).toEqual([]);
  });

  it('reads a code typed in small letters as the same code', async () => {
    await visit('/certificates/asp-7k2m-q9xd', () => ok(CHECK));
    await until(() => text().includes('Valid'));
    expect(visitor.requests()).toEqual(['GET lms/certificates/ASP-7K2M-Q9XD']);
  });

  it('says a revoked certificate is revoked, and since when', async () => {
    await visit('/certificates/ASP-7K2M-Q9XD', () =>
      ok({ ...CHECK, status: 'revoked', revokedOn: '2026-12-03' }),
    );
    await until(() => text().includes('Revoked on 3 Dec 2026'));
    expect(text()).not.toContain('Valid');
    expect(text()).toContain('The college has withdrawn this certificate.');
    expect(await seriousAxeIssues(visitor.dom.container)).toEqual([]);
  });

  it("shows only the code, the course and the date once the holder's name was erased, and says why", async () => {
    await visit('/certificates/ASP-7K2M-Q9XD', () => ok({ ...CHECK, name: null }));
    await until(() => text().includes('Valid'));
    const details = [...visitor.dom.container.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(details).toEqual([
      ['Course', 'B.Sc. Psychology'],
      ['Issued on', '26 Nov 2026'],
    ]);
    expect(visitor.dom.container.querySelector('h1')?.textContent).toBe('Certificate ASP-7K2M-Q9XD');
    expect(text()).toContain("The holder's name was removed at their request.");
    expect(text()).toContain('genuine only if its course, date and code match');
    expect(text()).not.toContain('Name');
    expect(await seriousAxeIssues(visitor.dom.container)).toEqual([]);
  });

  it('says when no certificate has the code, and how to check it', async () => {
    await visit('/certificates/ASP-7K2M-Q9XE', () => refused(404, 'No certificate has this code'));
    await until(() => text().includes('How to check the code'));
    expect(visitor.dom.container.querySelector('h1')?.textContent).toBe('No certificate has this code');
    expect(text()).toContain('We found no certificate with the code ASP-7K2M-Q9XE.');
    expect(document.title).toBe('No certificate has this code | Aspire College & Trust');
    expect(robots()).toBe(1);
    expect(await seriousAxeIssues(visitor.dom.container)).toEqual([]);
  });

  it('answers a code that cannot be one without asking the service', async () => {
    await visit('/certificates/not-a-code');
    expect(visitor.dom.container.querySelector('h1')?.textContent).toBe('No certificate has this code');
    expect(text()).toContain('We found no certificate with the code not-a-code.');
    expect(visitor.requests()).toEqual([]);
    expect(robots()).toBe(1);
  });

  it('checks another code typed in, refusing one that cannot be a code', async () => {
    await visit('/certificates/not-a-code');
    const field = byLabel(visitor.dom.container, 'Certificate code');
    act(() => setValue(field, 'ASP-12'));
    await act(async () => button(visitor.dom.container, 'Check this code').click());
    await until(() => text().includes('Enter the code as printed: ASP-XXXX-XXXX'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(visitor.where.pathname).toBe('/certificates/not-a-code');

    act(() => setValue(field, ' asp-7k2m-q9xd '));
    await act(async () => button(visitor.dom.container, 'Check this code').click());
    await until(() => visitor.where.pathname === '/certificates/ASP-7K2M-Q9XD');
  });

  it('takes its noindex away when the page goes', async () => {
    await visit('/certificates/not-a-code');
    expect(robots()).toBe(1);
    act(() => visitor.dom.render(null));
    expect(robots()).toBe(0);
  });
});
