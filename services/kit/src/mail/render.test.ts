import { SITE } from '@aspire/config/site';
import { describe, expect, it } from 'vitest';
import { actionButton, detailsTable, mailLayout, paragraph, plainLink } from './layout.ts';
import { renderMail } from './render.ts';

const link = 'https://www.aspirecollege.in/reset-password?token=abc_DEF-123';

describe('the college mail layout, rendered', async () => {
  const { html, text } = await renderMail(
    mailLayout({
      siteUrl: 'https://www.aspirecollege.in/',
      preview: 'Choose a new password',
      heading: 'Reset your password',
      children: [
        paragraph('Assalamu alaikum Fatima,'),
        actionButton(link, 'Choose a new password'),
        plainLink(link),
      ],
    }),
  );

  it('is an HTML document in English with the college name, the heading and the content', () => {
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html [^>]*lang="en"/);
    expect(html).toContain('Aspire College &amp; Trust');
    expect(html).toMatch(/<h1[^>]*>Reset your password<\/h1>/);
    expect(html).toContain('Assalamu alaikum Fatima,');
    expect(html).toContain(`href="${link}"`);
  });

  it('has a footer with both offices’ phones and the site’s address', () => {
    for (const office of SITE.offices) expect(html).toContain(office.phone);
    expect(html).toContain('href="https://www.aspirecollege.in"');
  });

  it('carries no image (nothing to lose when a client blocks them, no alt text missing)', () => {
    expect(html).not.toMatch(/<img/i);
  });

  it('has a plain-text version saying the same, with the link written out and no preview line', () => {
    expect(text).toMatch(/^Aspire College & Trust\n/);
    expect(text).toContain('Assalamu alaikum Fatima,');
    expect(text).toContain(link);
    for (const office of SITE.offices) expect(text).toContain(office.phone);
    expect(text).not.toContain('<');
    expect(text.indexOf('Choose a new password')).toBeGreaterThan(text.indexOf('RESET YOUR PASSWORD'));
  });
});

describe('a details table', async () => {
  const { html, text } = await renderMail(
    mailLayout({
      siteUrl: 'https://www.aspirecollege.in',
      preview: 'A new application',
      heading: 'New application',
      children: [
        detailsTable([
          ['Name', 'Fatima Rahman'],
          ['Course', 'BBA <Finance>'],
          ['Alternate number', undefined],
          ['Message', ''],
        ]),
      ],
    }),
  );

  it('puts each label in a row header beside its value, escaped', () => {
    expect(html).toMatch(/<th[^>]*scope="row"[^>]*>Name<\/th><td[^>]*>Fatima Rahman<\/td>/);
    expect(html).toContain('BBA &lt;Finance&gt;');
  });

  it('leaves out the rows without a value', () => {
    expect(html).not.toContain('Alternate number');
    expect(html).not.toContain('>Message<');
  });

  it('reads as label and value in the plain text', () => {
    expect(text).toMatch(/Name\s+Fatima Rahman/);
    expect(text).toMatch(/Course\s+BBA <Finance>/);
  });
});
