import { ApiFailure } from '@aspire/client/api-failure';
import type { ListedCategory } from '@aspire/contracts/catalog';
import { type CourseFields, courseFieldsSchema } from '@aspire/contracts/course-desk';
import { z } from 'zod';

/**
 * A course's fields as its form holds them: list items as objects (the form's lists move them by key),
 * a part's learning units as lines of one box, the tab empty until one is chosen (a new course), a
 * review's date as its date control gives it (YYYY-MM-DD).
 */
export type CourseFormValues = Omit<CourseFields, 'category' | 'programFee' | 'curriculum'> & {
  category: ListedCategory | '';
  highlights: { text: string }[];
  curriculum: { title: string; desc: string; units: string }[];
};

/** DD-MM-YYYY (the page's) and YYYY-MM-DD (the date control's), each into the other. */
const flipDay = (day: string) => day.split('-').reverse().join('-');

export const STILL_UPLOADING = 'The brochure is still uploading: save once it is in place.';

export const formOf = (fields: CourseFields): CourseFormValues => ({
  ...fields,
  highlights: fields.programFee.map((text) => ({ text })),
  reviews: fields.reviews.map((review) => ({ ...review, date: flipDay(review.date) })),
  curriculum: fields.curriculum.map(({ title, desc, learningUnits }) => ({
    title,
    desc,
    units: learningUnits.join('\n'),
  })),
});

/** The form as the request's shape, not yet checked; empty lines between units are dropped. */
const requestOf = ({ highlights, curriculum, reviews, ...rest }: CourseFormValues) => ({
  ...rest,
  reviews: reviews.map((review) => ({ ...review, date: flipDay(review.date) })),
  programFee: highlights.map(({ text }) => text),
  curriculum: curriculum.map(({ title, desc, units }) => ({
    title,
    desc,
    learningUnits: units
      .split('\n')
      .map((unit) => unit.trim())
      .filter(Boolean),
  })),
});

/** The fields as the request sends them (the form's check below has passed them). */
export const fieldsOfForm = (values: CourseFormValues): CourseFields =>
  courseFieldsSchema.parse(requestOf(values));

/** The form's control a word on the fields' `path` (the contract's) goes under. */
export function placeOf(path: readonly PropertyKey[]) {
  const [field, index, inner] = path.map(String);
  if (field === 'programFee') return index === undefined ? 'highlights' : `highlights.${index}.text`;
  if (field === 'curriculum' && inner === 'learningUnits') return `curriculum.${index}.units`;
  return path.map(String).join('.');
}

/**
 * The form's check: the contract's, each word under its control (the first word for each); while the
 * brochure is `uploading()`, saving would drop it, so that is said under it.
 */
export const courseFormSchema = (uploading: () => boolean) =>
  z.custom<CourseFormValues>().superRefine((values, context) => {
    const placed = new Set<string>();
    const say = (name: string, message: string) => {
      if (placed.has(name)) return;
      placed.add(name);
      context.addIssue({ code: 'custom', path: name.split('.'), message });
    };
    if (uploading()) say('brochure', STILL_UPLOADING);
    for (const issue of courseFieldsSchema.safeParse(requestOf(values)).error?.issues ?? [])
      say(placeOf(issue.path), issue.message);
  });

/** The service's field errors (`fields.title`, `fields.programFee.2`) under the form's controls. */
export function withFormErrors(error: unknown) {
  if (!(error instanceof ApiFailure)) return error;
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.errors)) {
    const [head, ...path] = key.split('.');
    const name = head === 'fields' ? placeOf(path) : key;
    errors[name] ??= message;
  }
  return new ApiFailure(error.status, error.message, errors);
}

/** Whether two states of the form hold the same fields. */
export const sameFields = (a: CourseFormValues, b: CourseFormValues) =>
  JSON.stringify(requestOf(a)) === JSON.stringify(requestOf(b));
