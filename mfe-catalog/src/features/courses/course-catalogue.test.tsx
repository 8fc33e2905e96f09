// @vitest-environment happy-dom

import type { CourseSummary } from '@aspire/contracts/catalog';
import { deskHarness, ok, until } from '@aspire/ui/testing/desk-harness.tsx';
import { describe, expect, it } from 'vitest';
import { CourseCatalogue } from './course-catalogue.tsx';

// The harness signs a person in, so the cards also ask which courses they are enrolled in.
const page = deskHarness();

const summary = (id: number, title: string, slug: string): CourseSummary => ({
  id,
  category: 'on-campus',
  title,
  duration: '36 months',
  location: 'Chennai',
  language: 'English',
  offer: '',
  image: `/images/course-${id}.webp`,
  slug,
});
const ON_CAMPUS = [
  summary(1, 'Bachelor of Islamic Studies', 'bachelor-of-islamic-studies'),
  summary(2, 'B.Sc. Psychology', 'bsc-psychology'),
];
const ENROLMENTS = [
  { slug: 'bsc-psychology', title: 'BSC PSYCHOLOGY', startDate: '2025-06-01', endDate: '2028-05-31' },
];

const cardOf = (id: number) => page.dom.container.querySelector(`[data-course-id="${id}"]`);

describe('course catalogue', () => {
  it("reads the tab's courses and the learner's enrolments through their contracts, loaded with the reads", async () => {
    page.serve([
      ['GET', /^catalog\/courses$/, () => ok(ON_CAMPUS)],
      ['GET', /^lms\/enrolments$/, () => ok(ENROLMENTS)],
    ]);
    await page.render('/courses', '/courses', <CourseCatalogue />);
    await until(() => cardOf(2)?.textContent?.includes('Go to course') ?? false);

    expect(page.requests()).toContain('GET catalog/courses?category=on-campus');
    expect(page.dom.container.textContent).toContain('2 courses in On Campus');
    expect(page.dom.container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      'On Campus',
    );
    expect(cardOf(1)?.textContent).toContain('Inquire Now');
    expect(cardOf(2)?.querySelector('a[href="/lms/bsc-psychology"]')?.textContent).toBe('Go to course');
  });

  it('draws nothing of an answer its contract refuses, and says the courses could not be loaded', async () => {
    const untitled = ON_CAMPUS.map(({ title: _title, ...rest }) => rest);
    page.serve([
      ['GET', /^catalog\/courses$/, () => ok(untitled)],
      ['GET', /^lms\/enrolments$/, () => ok([])],
    ]);
    await page.render('/courses?category=free', '/courses', <CourseCatalogue />);
    await until(() => page.dom.container.textContent?.includes('We could not load the courses.') ?? false);

    expect(page.requests()).toContain('GET catalog/courses?category=free');
    expect(cardOf(1)).toBeNull();
  });
});
