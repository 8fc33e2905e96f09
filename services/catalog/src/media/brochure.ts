import type { Course } from '@aspire/contracts/catalog';
import { renderPdf } from '@aspire/service-kit/pdf';
import { themeOf } from './art.ts';

/** What a course's made brochure prints (its id picks the colour): its address is keyed by these. */
export const BROCHURE_FIELDS = [
  'id',
  'slug',
  'title',
  'location',
  'duration',
  'desc',
  'programFee',
  'values',
  'curriculum',
  'certificateDesc',
  'offer',
] as const satisfies readonly (keyof Course)[];
export type BrochureCourse = Pick<Course, (typeof BROCHURE_FIELDS)[number]>;

/** The file name a made brochure is saved as. */
export const brochureFileName = ({ slug, id }: BrochureCourse) => `${slug}-${id}-brochure.pdf`;

/** The brochure PDF made from a course's texts, for a course that has none uploaded. */
export const renderBrochure = (course: BrochureCourse) =>
  renderPdf({
    title: course.title,
    subtitle: `Aspire College & Trust \u00B7 ${course.location} \u00B7 ${course.duration}`,
    accent: themeOf(course.id).from,
    sections: [
      { heading: 'About the course', paragraphs: [course.desc] },
      { heading: 'Course highlights', paragraphs: course.programFee.map((point) => `- ${point}`) },
      { heading: 'Value you get', paragraphs: course.values.map((v) => `${v.heading}: ${v.desc}`) },
      ...course.curriculum.map((block) => ({
        heading: `Curriculum: ${block.title}`,
        paragraphs: [block.desc, `Learning units: ${block.learningUnits.join('; ')}.`],
      })),
      {
        heading: 'Certificate',
        paragraphs: ['Certificate will be provided after completing the course.', course.certificateDesc],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          `Apply online at /admission-form?course=${course.id}, or write to us through the Contact button on any page. ${course.offer} is available for eligible students.`,
        ],
      },
    ],
  });
