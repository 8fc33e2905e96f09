import type { Offering } from '@aspire/contracts/learning-desk';

/**
 * What a course's form holds: its fields as typed (numbers and the day are text until sent). The
 * catalogue course id and the content are chosen only when the course is added.
 */
export type OfferingFormValues = {
  courseId: string;
  title: string;
  slug: string;
  months: string;
  requiresSignOff: boolean;
  batchStart: string;
};

export const emptyOffering = (): OfferingFormValues => ({
  courseId: '',
  title: '',
  slug: '',
  months: '',
  requiresSignOff: false,
  batchStart: '',
});

/** The form as a course's saved settings fill it. */
export const formOf = (offering: Offering): OfferingFormValues => ({
  courseId: String(offering.courseId),
  title: offering.title,
  slug: offering.slug,
  months: String(offering.months),
  requiresSignOff: offering.requiresSignOff,
  batchStart: offering.batchStart ?? '',
});

/** A typed number as the contract reads it: nothing typed is missing (the contract says what to enter). */
const typedNumber = (typed: string) => (typed.trim() === '' ? undefined : Number(typed.trim()));

/** `PUT …/courses/{courseId}`: the fields; no batch start means each enrolment runs from its own day. */
export const fieldsOf = (values: OfferingFormValues) => ({
  title: values.title,
  slug: values.slug,
  months: typedNumber(values.months),
  requiresSignOff: values.requiresSignOff,
  batchStart: values.batchStart.trim() === '' ? null : values.batchStart.trim(),
});

/** `POST …/courses`: the fields and the catalogue course id. */
export const newOfferingOf = (values: OfferingFormValues) => ({
  ...fieldsOf(values),
  courseId: values.courseId,
});
