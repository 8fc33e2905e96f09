/**
 * The course editor of the catalog (`/api/catalog/staff/courses…`, role `content`): a new course added as
 * a draft, a course's texts and tab edited as a draft, published at once or at a time, with revisions to
 * restore. The public answer stays the `Course` of `catalog.ts`, showing the published version. A course
 * is never unpublished: links, applications and enrolments name it.
 */
import { z } from 'zod';
import { type Course, listedCategorySchema } from './catalog.ts';
import { parseDocumentUrl } from './media.ts';
import { editableItemSchema, editorialSchema, revisionSchema, versionedSchema } from './publishing.ts';

/** Items of a list are told apart by their text (the page keys them by it): the same one twice is refused. */
const distinct = <T>(textOf: (item: T) => string, message: string) => ({
  check: (items: T[]) => new Set(items.map((item) => textOf(item).toLowerCase())).size === items.length,
  message,
});

const text = (min: number, max: number, empty: string, tooLong: string) =>
  z.string({ error: empty }).trim().min(min, empty).max(max, tooLong);

const highlights = distinct((point: string) => point, 'The same highlight is there twice');
const valueHeadings = distinct((value: { heading: string }) => value.heading, 'Two values have one heading');
const blockTitles = distinct((block: { title: string }) => block.title, 'Two parts have one title');
const unitNames = distinct((unit: string) => unit, 'The same unit is there twice');
// The page keys a review by its name and date.
const reviewers = distinct(
  (review: { name: string; date: string }) => `${review.name} ${review.date}`,
  'The same person’s review is there twice for one day',
);

const valueSchema = z.object({
  heading: text(2, 80, 'Give the value a heading', 'Keep the heading under 80 characters'),
  desc: text(10, 600, 'Say what it gives the student in a sentence', 'Keep it under 600 characters'),
});

const blockSchema = z.object({
  title: text(2, 120, 'Give this part a title', 'Keep the title under 120 characters'),
  desc: text(0, 1000, 'Describe this part', 'Keep it under 1000 characters'),
  learningUnits: z
    .array(text(1, 200, 'Name the unit or remove it', 'Keep the unit under 200 characters'))
    .max(40, 'At most 40 units in a part')
    .refine(unitNames.check, unitNames.message),
});

/** DD-MM-YYYY, as the page shows it, and a day the calendar has. */
const reviewDate = z
  .string({ error: 'Choose the date' })
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Choose the date')
  .refine((date) => {
    const [day, month, year] = date.split('-').map(Number) as [number, number, number];
    const parsed = new Date(Date.UTC(year, month - 1, day));
    return parsed.getUTCDate() === day && parsed.getUTCMonth() === month - 1 && year >= 2000;
  }, 'Choose a real date');

/** A student's review ("Students Review" on the page); its picture is drawn from the name. */
const reviewFieldsSchema = z.object({
  name: text(2, 80, 'Enter the student’s name', 'Keep the name under 80 characters'),
  qualification: text(2, 120, 'Say what they study or studied', 'Keep it under 120 characters'),
  comment: text(20, 1000, 'Write what they said', 'Keep it under 1,000 characters'),
  date: reviewDate,
});
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

export const BROCHURE_NOT_OURS = 'Upload the brochure as a PDF, or choose one from the library';

/**
 * The brochure staff uploaded to the catalogue's media library, or '' for the one made from the course's
 * texts (`/api/catalog/media/brochures/<id>/<key>.pdf`, keyed by what it prints).
 */
const brochureSchema = z
  .string({ error: BROCHURE_NOT_OURS })
  .refine((url) => url === '' || parseDocumentUrl(url)?.service === 'catalog', BROCHURE_NOT_OURS);

/**
 * What the editor changes of a course: the tab it is listed under, the texts and lists its page shows,
 * its reviews and its brochure. Its id, slug and drawn pictures are the service's; its faculty are not
 * shown on its page.
 */
export const courseFieldsSchema = z.object({
  category: listedCategorySchema,
  title: text(3, 120, 'Give the course a title', 'Keep the title under 120 characters'),
  desc: text(
    20,
    2000,
    'Describe the course in a sentence or two',
    'Keep the description under 2000 characters',
  ),
  duration: text(2, 60, 'Say how long the course takes', 'Keep the duration under 60 characters'),
  location: text(2, 120, 'Say where it is taught', 'Keep the place under 120 characters'),
  /** The language it is taught in, where the card should say it; empty for none. */
  language: text(0, 60, 'Write the language or leave it empty', 'Keep the language under 60 characters'),
  /** Shown on the course's card instead of the place (free courses); empty for none. */
  feature: text(0, 120, 'Write the card’s line or leave it empty', 'Keep the line under 120 characters'),
  offer: text(0, 40, 'Write the offer or leave it empty', 'Keep the offer under 40 characters'),
  certificateDesc: text(10, 1000, 'Say what the certificate is', 'Keep it under 1000 characters'),
  /** The course's highlights ("Course Highlights" on its page). */
  programFee: z
    .array(text(1, 300, 'Write the highlight or remove it', 'Keep the highlight under 300 characters'))
    .min(1, 'Add at least one highlight')
    .max(20, 'At most 20 highlights')
    .refine(highlights.check, highlights.message),
  values: z
    .array(valueSchema)
    .max(12, 'At most 12 values')
    .refine(valueHeadings.check, valueHeadings.message),
  curriculum: z
    .array(blockSchema)
    .min(1, 'Add at least one part of the curriculum')
    .max(30, 'At most 30 parts')
    .refine(blockTitles.check, blockTitles.message),
  reviews: z
    .array(reviewFieldsSchema)
    .max(30, 'At most 30 reviews')
    .refine(reviewers.check, reviewers.message),
  brochure: brochureSchema,
});
export type CourseFields = z.infer<typeof courseFieldsSchema>;
export const COURSE_FIELD_NAMES = Object.keys(courseFieldsSchema.shape) as (keyof CourseFields)[];

/**
 * A course's fields as its editor opens them (`feature` empty where the course has none, `brochure`
 * empty where the course gives the one made from its texts).
 */
export const fieldsOf = (course: Course): CourseFields => ({
  category: course.category,
  title: course.title,
  desc: course.desc,
  duration: course.duration,
  location: course.location,
  language: course.language,
  feature: course.feature ?? '',
  offer: course.offer,
  certificateDesc: course.certificateDesc,
  programFee: course.programFee,
  values: course.values,
  curriculum: course.curriculum,
  reviews: course.reviews.map(({ name, qualification, comment, date }) => ({
    name,
    qualification,
    comment,
    date,
  })),
  brochure: parseDocumentUrl(course.brochurePdf) ? course.brochurePdf : '',
});

/** `POST /staff/courses`: a new course, kept as a draft under the next free id (the service gives it). */
export const newCourseSchema = z.object({ fields: courseFieldsSchema });
export type NewCourse = z.infer<typeof newCourseSchema>;

/** `PUT /staff/courses/:id`: the fields saved as the draft, over the version the editor saw. */
export const courseDraftSchema = versionedSchema.extend({ fields: courseFieldsSchema });
export type CourseDraft = z.infer<typeof courseDraftSchema>;

/** A course in its editor: the fields to edit (the draft, or else what is public), the public ones, its state. */
export const courseEditorSchema = editableItemSchema(courseFieldsSchema);
export type CourseEditor = z.infer<typeof courseEditorSchema>;

/** A row of the editor's list: the course's working title and tab (its draft's, if it has one). */
export const courseRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: listedCategorySchema,
  editorial: editorialSchema,
});
export type CourseRow = z.infer<typeof courseRowSchema>;
/** Every course, in the catalogue's order. */
export const courseRowListSchema = z.array(courseRowSchema);

/** A course's revisions, newest first, each with the fields it held. */
export const courseRevisionListSchema = z.array(revisionSchema.extend({ fields: courseFieldsSchema }));
export type CourseRevision = z.infer<typeof courseRevisionListSchema>[number];
