// @vitest-environment happy-dom

import type { Course } from '@aspire/contracts/catalog';
import { deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { describe, expect, it } from 'vitest';
import CoursePage from './course-page.tsx';

const page = deskHarness();

const COURSE: Course = {
  id: 2,
  category: 'on-campus',
  title: 'B.Sc. Psychology',
  desc: 'A three-year degree in psychology with Islamic studies.',
  duration: '36 months',
  location: 'Chennai',
  language: 'English',
  offer: '',
  image: '/images/course-2.webp',
  certificate: '/images/certificate.webp',
  certificateDesc: 'B.Sc. Psychology',
  slug: 'bsc-psychology',
  programFee: ['₹40,000 a year'],
  brochurePdf: '',
  values: [],
  curriculum: [],
  faculties: [],
  reviews: [],
};

const heading = () => page.dom.container.querySelector('h1')?.textContent;

describe('course page', () => {
  it('reads the course through its contract, loaded with the read', async () => {
    page.serve([['GET', /^catalog\/courses\/2$/, () => ok(COURSE)]]);
    await page.render('/course/2', '/course/:id', <CoursePage />);
    await until(() => heading() === 'B.Sc. Psychology');
    expect(page.requests()).toEqual(['GET catalog/courses/2']);
  });

  it('says the course was not found when the service does not know it', async () => {
    page.serve([['GET', /^catalog\/courses\/99$/, () => refused(404, 'Course not found')]]);
    await page.render('/course/99', '/course/:id', <CoursePage />);
    await until(() => heading() === 'Course not found');
  });

  it('does not ask the service about an id that is not a whole number', async () => {
    await page.render('/course/abc', '/course/:id', <CoursePage />);
    expect(heading()).toBe('Course not found');
    expect(page.requests()).toEqual([]);
  });
});
