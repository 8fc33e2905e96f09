// @vitest-environment happy-dom
import type { LegalPageFields, ScholarshipPageFields } from '@aspire/contracts/content-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { ok, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { contentItem, contentService, errorOf, itemPageHarness, storedPicture } from './test-support.tsx';

const { desk, text, section, open, where, field, type, click, sent, createsWith } = itemPageHarness();

const buttons = () => [...desk.dom.container.querySelectorAll('button')].map((b) => b.textContent);

/** A new item of `kind` typed in (by label), with a picture when `picture`, saved as a draft carrying `fields`. */

describe('a community initiative, a webinar and a wall picture', () => {
  it('a community initiative: its text in paragraphs parted by blank lines, its picture described', async () => {
    await createsWith(
      'community',
      'quran-for-neighbours',
      {
        Title: 'Qur’an for neighbours',
        Id: 'quran-for-neighbours',
        Summary: 'Saturday reading classes for every neighbour of the campus.',
        'Full text': 'Every Saturday our students teach.\n\n\nBring a friend.',
        'Picture description': 'An open mushaf on a wooden stand',
      },
      {
        title: 'Qur’an for neighbours',
        summary: 'Saturday reading classes for every neighbour of the campus.',
        body: ['Every Saturday our students teach.', 'Bring a friend.'],
        image: storedPicture(1),
        imageAlt: 'An open mushaf on a wooden stand',
      },
    );
  });

  it('a webinar: refused with the words under its fields, then saved with its recording’s address', async () => {
    const fields = {
      title: 'Raising Teenagers with Faith',
      speaker: 'Dr. Fathima Zohra',
      summary: 'Listening, trust and prayer with children of thirteen to nineteen.',
      recordingUrl: 'https://learn.aspirecollege.in/webinars/raising-teenagers',
    };
    desk.serve([
      ['POST', /^info\/staff\/content\/webinars$/, () => ok(contentItem('teenagers', fields), 201)],
      ['GET', /^info\/staff\/content\/webinars\/teenagers$/, () => ok(contentItem('teenagers', fields))],
      ['GET', /revisions$/, () => ok([])],
    ]);
    await open('/staff/content/webinars/new');
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New webinar');
    await type({ 'Recording address': 'http://learn.aspirecollege.in/x' });
    await click('Save as a draft');
    expect(errorOf(field('Title'))).toBe('Give the webinar a title');
    expect(errorOf(field('Speaker'))).toBe('Say who spoke');
    expect(errorOf(field('Recording address'))).toBe('Enter the recording’s address, starting with https://');
    expect(await sent('webinars')).toEqual([]);
    await type({
      Title: fields.title,
      Id: 'teenagers',
      Speaker: fields.speaker,
      Summary: fields.summary,
      'Recording address': fields.recordingUrl,
    });
    await click('Save as a draft');
    await until(() => where()?.pathname === '/staff/content/webinars/teenagers');
    expect(await sent('webinars')).toEqual([{ id: 'teenagers', fields }]);
  });

  it('a wall picture: the picture and its description, previewed on the wall of thanks', async () => {
    const picture = { image: storedPicture(1), alt: 'A thank-you card from the 2026 class' };
    await createsWith(
      'testimonial-images',
      'card-2026',
      { 'Picture description': picture.alt, Id: 'card-2026' },
      picture,
    );
    desk.serve(contentService('testimonial-images', contentItem('card-2026', picture)).handlers);
    await open('/staff/content/testimonial-images/card-2026');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    await click('Preview', section('Publishing'));
    await until(() => desk.dom.container.querySelector('[data-testid="testimonial-wall"] img') !== null);
    expect(
      desk.dom.container.querySelector('[data-testid="testimonial-wall"] img')?.getAttribute('alt'),
    ).toBe('A thank-you card from the 2026 class');
  });
});

const TERMS: LegalPageFields = {
  layout: 'legal',
  title: 'Terms & Conditions',
  intro: 'The rules for using our website, our learning services and our shop.',
  updated: '1 January 2023',
  body: '## Overview\n\nThis website is run by Aspire.\n\n## Changes and contact\n\nWrite to {email}.',
};
const SCHOLARSHIP: ScholarshipPageFields = {
  layout: 'scholarship',
  title: 'Scholarship',
  intro: 'No sincere student should be kept from knowledge by money.',
  eligibility: ['Students with genuine financial need', 'Orphans'],
  process: ['Fill in the form.', 'We verify it.'],
  motives: [
    { name: 'A widow’s daughter in Vellore', text: '“I want to teach the girls of our street.”' },
    { name: 'A divorced mother in Chennai', text: '“I want to understand my religion for myself.”' },
    { name: 'A young woman in Bengaluru', text: '“Knowledge of the deen is a blessing for all.”' },
  ],
};

describe('a page', () => {
  it('a legal page: its Markdown checked for places the page cannot fill, saved, previewed with numbered sections; no Unpublish', async () => {
    desk.serve(contentService('pages', contentItem('terms', TERMS)).handlers);
    await open('/staff/content/pages/terms');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Terms & Conditions');
    expect(buttons()).not.toContain('Unpublish');
    expect(field<HTMLTextAreaElement>('Sections').value).toBe(TERMS.body);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);

    await type({ Sections: `${TERMS.body} Or call {phone}.` });
    await click('Save draft', section('Publishing'));
    expect(errorOf(field('Sections'))).toMatch(
      /^\{phone\} is not something the page can fill in: use \{email\}/,
    );
    expect(await desk.bodies('PUT', /terms$/)).toEqual([]);

    await type({
      Sections: `${TERMS.body}\n\n## Governing law\n\nThe laws of India.`,
      'Last updated': '1 December 2026',
    });
    await click('Save draft', section('Publishing'));
    await until(() => text().includes('Draft saved.'));
    const saved = {
      ...TERMS,
      updated: '1 December 2026',
      body: `${TERMS.body}\n\n## Governing law\n\nThe laws of India.`,
    };
    expect(await desk.bodies('PUT', /terms$/)).toEqual([{ version: 3, fields: saved }]);

    await click('Preview', section('Publishing'));
    const preview = () => desk.dom.container.querySelector<HTMLElement>('section[aria-label="Preview"]');
    await until(() => preview()?.querySelector('a[href^="mailto:"]') != null);
    expect([...(preview()?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual([
      '1. Overview',
      '2. Changes and contact',
      '3. Governing law',
    ]);
    expect(preview()?.textContent).toContain('Last updated: 1 December 2026');
  });

  it('the scholarship page: its lists one a line and its three motives, sent as the page’s parts', async () => {
    desk.serve(contentService('pages', contentItem('scholarship', SCHOLARSHIP)).handlers);
    await open('/staff/content/pages/scholarship');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(field<HTMLTextAreaElement>('Who can apply').value).toBe(
      'Students with genuine financial need\nOrphans',
    );
    const motive = (n: number) =>
      desk.dom.container.querySelector<HTMLTextAreaElement>(
        `textarea[name="motives.${n}.text"]`,
      ) as HTMLTextAreaElement;
    await act(async () => setValue(motive(1), ''));
    await click('Save draft', section('Publishing'));
    expect(errorOf(motive(1))).toBe('Write what they said');
    await act(async () => setValue(motive(1), '“I want to raise my children with knowledge.”'));
    await type({ 'How it works': 'Fill in the form.\nWe verify it.\nWe write to you.' });
    await click('Save draft', section('Publishing'));
    await until(() => text().includes('Draft saved.'));
    const motives = SCHOLARSHIP.motives.map((m, i) =>
      i === 1 ? { ...m, text: '“I want to raise my children with knowledge.”' } : m,
    );
    expect(await desk.bodies('PUT', /scholarship$/)).toEqual([
      {
        version: 3,
        fields: { ...SCHOLARSHIP, process: [...SCHOLARSHIP.process, 'We write to you.'], motives },
      },
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('is never added here', async () => {
    await open('/staff/content/pages/new');
    expect(text()).toContain('Pages are not added here: edit one of those on the list.');
  });
});
