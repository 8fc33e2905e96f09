import { call, callText, http } from '@aspire/client/http';
import { apiKey, apiQuery } from '@aspire/client/queries';
import type { certificateReissueSchema, certificateRevokeSchema } from '@aspire/contracts/certificates';
import {
  type CourseEnrolmentQuery,
  courseEnrolmentListSchema,
  type EnrolmentRecord,
  enrolmentRecordSchema,
  importReportSchema,
  type newOfferingSchema,
  type OfferingFields,
  offeringListSchema,
  offeringSchema,
  type withdrawSchema,
} from '@aspire/contracts/learning-desk';
import { staffEnrolmentResultSchema, type staffEnrolmentSchema } from '@aspire/contracts/lms';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** The enrolments list's filters as the service reads them (empty ones left out; paging is the list's own). */
export type EnrolmentSearch = Partial<Record<Exclude<keyof CourseEnrolmentQuery, 'limit' | 'after'>, string>>;

const COURSES = 'lms/staff/learning/courses';
const coursePath = (courseId: number) => `${COURSES}/${courseId}`;
const enrolmentsPath = (courseId: number) => `${coursePath(courseId)}/enrolments`;
const enrolmentPath = (id: string) => `lms/staff/learning/enrolments/${encodeURIComponent(id)}`;
const certificatePath = (code: string) => `lms/staff/certificates/${encodeURIComponent(code)}`;

/** How often a course's numbers are read again while its learners' progress is worked out again. */
export const UPDATING_POLL_MS = 3_000;

/**
 * Every course the learner area teaches, with its numbers: answered whole (a college teaches some
 * dozens), read as the one page of the desks' paged table.
 */
export const offeringsQuery = () =>
  apiQuery(
    COURSES,
    offeringListSchema.transform((rows) => ({ rows, next: null })),
    { private: true },
  );

/**
 * A page of the course's enrolments the filters select (by its cursor; none for the first), with the
 * course itself (its settings and numbers).
 */
export const courseEnrolmentsQuery = (courseId: number, search: EnrolmentSearch, after?: string) =>
  apiQuery(enrolmentsPath(courseId), courseEnrolmentListSchema, {
    searchParams: { ...search, ...(after ? { after } : {}) },
    private: true,
  });

/** The same rows as the list, as the course's progress report (CSV). */
export const courseReportCsv = (courseId: number, search: EnrolmentSearch) =>
  callText(http.get(`${coursePath(courseId)}/report.csv`, { searchParams: search }));

/** An enrolment's page: the learner, the course, progress, certificate and timeline. */
export const enrolmentQuery = (id: string) =>
  apiQuery(enrolmentPath(id), enrolmentRecordSchema, { private: true });

export const addOffering = (offering: z.input<typeof newOfferingSchema>) =>
  call(http.post(COURSES, { json: offering }), offeringSchema);

export const changeOffering = (courseId: number, fields: OfferingFields) =>
  call(http.put(coursePath(courseId), { json: fields }), offeringSchema);

/** Enrols one person by e-mail (the service mails the invitation; the same person twice changes nothing). */
export const enrolLearner = (enrolment: z.input<typeof staffEnrolmentSchema>) =>
  call(http.post('lms/staff/enrolments', { json: enrolment }), staffEnrolmentResultSchema);

/** Checks (`dryRun`) or imports a CSV of learners; the answer says what each row would do, or did. */
export const importLearners = (csv: string, dryRun: boolean, skipRefused = false) =>
  call(
    http.post('lms/staff/learning/imports', {
      json: { csv, dryRun, skipRefused },
      // A batch of some thousand invitations takes longer than an ordinary request may.
      timeout: 120_000,
    }),
    importReportSchema,
  );

export const withdrawEnrolment = (id: string, request: z.input<typeof withdrawSchema>) =>
  call(http.post(`${enrolmentPath(id)}/withdraw`, { json: request }), enrolmentRecordSchema);

/** Signs a complete enrolment off, which issues its certificate; refused (409) while units are left. */
export const signOffEnrolment = (id: string) =>
  call(http.post(`${enrolmentPath(id)}/sign-off`), enrolmentRecordSchema);

export const revokeCertificate = (code: string, request: z.input<typeof certificateRevokeSchema>) =>
  call(http.post(`${certificatePath(code)}/revoke`, { json: request }), enrolmentRecordSchema);

export const reissueCertificate = (code: string, request: z.input<typeof certificateReissueSchema>) =>
  call(http.post(`${certificatePath(code)}/reissue`, { json: request }), enrolmentRecordSchema);

/**
 * After a change to courses or their enrolments (settings saved, a learner enrolled, a file imported):
 * the courses' numbers and those courses' lists are read again.
 */
export function useCoursesChanged() {
  const client = useQueryClient();
  return (courseIds: number[]) => {
    void client.invalidateQueries({ queryKey: apiKey(COURSES) });
    for (const courseId of new Set(courseIds))
      void client.invalidateQueries({ queryKey: apiKey(enrolmentsPath(courseId)) });
  };
}

/** After an action on an enrolment: its new state goes into the cache, and its course's list is read again. */
export function useEnrolmentSaved() {
  const client = useQueryClient();
  const changed = useCoursesChanged();
  return (record: EnrolmentRecord) => {
    client.setQueryData(enrolmentQuery(record.id).queryKey, record);
    changed([record.courseId]);
  };
}

/** Reads the enrolment again (someone else changed it first). */
export function useEnrolmentRefresh() {
  const client = useQueryClient();
  return (id: string) => client.invalidateQueries({ queryKey: enrolmentQuery(id).queryKey });
}
