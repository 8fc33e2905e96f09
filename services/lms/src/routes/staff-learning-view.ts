/**
 * The enrolments desk's view of the learner area: each enrolment's row (its standing as kept beside it,
 * its certificate), and each course's numbers.
 */
import type { CourseEnrolmentRow, EnrolmentRecord, Offering } from '@aspire/contracts/learning-desk';
import { ApiError } from '@aspire/service-kit';
import type { CsvColumn } from '@aspire/service-kit/csv-export';
import { z } from 'zod';
import { noCounts, shownAs } from '../lib/desk-standing.ts';
import { standing } from '../lib/progress.ts';
import type { CertificateSummary } from '../repo/certificates.ts';
import type { Enrolment } from '../repo/enrolments.ts';
import type { StoredOffering } from '../repo/offerings.ts';
import type { RouteDeps } from './deps.ts';

export const ENROLMENT_NOT_FOUND = 'There is no such enrolment';
/** An enrolment's id in a path. */
export const enrolmentParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/i, 'Not an enrolment reference'),
});

/** An enrolment's row: its kept standing, with its certificate as it is now. */
function rowOf(enrolment: Enrolment, certificate: CertificateSummary | undefined): CourseEnrolmentRow {
  const { completedUnits = 0, units = 0, lastActivityAt = null, erasedAt } = enrolment;
  return {
    id: enrolment._id.toHexString(),
    ...shownAs(enrolment),
    state: enrolment.state,
    startDate: enrolment.startDate,
    endDate: enrolment.endDate,
    enrolledAt: enrolment.createdAt.toISOString(),
    completedUnits,
    units,
    progress: standing(completedUnits, units).progress_rate,
    lastActivityAt: lastActivityAt?.toISOString() ?? null,
    awaitingSignOff: enrolment.awaitingSignOff ?? false,
    certificate: certificate
      ? { code: certificate.code, status: certificate.status, issuedOn: certificate.issuedOn }
      : null,
    erasedAt: erasedAt?.toISOString() ?? null,
  };
}

/** The rows of these enrolments, in their order. */
export async function rowsOf(
  deps: Pick<RouteDeps, 'certificates'>,
  enrolments: Enrolment[],
): Promise<CourseEnrolmentRow[]> {
  if (enrolments.length === 0) return [];
  const certificates = await deps.certificates.forEnrolments(enrolments.map((enrolment) => enrolment._id));
  return enrolments.map((enrolment) => rowOf(enrolment, certificates.get(enrolment._id.toHexString())));
}

/**
 * One enrolment's record for the desk (404 when there is none): its row, its course, and its timeline
 * (enrolled, withdrawn, enrolled again, certificate signed off, revoked, reissued), oldest first.
 */
export async function enrolmentRecord(
  deps: Pick<RouteDeps, 'certificates' | 'enrolments' | 'offerings' | 'audit'>,
  id: string,
): Promise<EnrolmentRecord> {
  const enrolment = await deps.enrolments.findById(id);
  const offering = enrolment && (await deps.offerings.find(enrolment.courseId));
  if (!enrolment || !offering) throw new ApiError(404, ENROLMENT_NOT_FOUND);
  const [[row], audit] = await Promise.all([
    rowsOf(deps, [enrolment]),
    deps.audit.forSubject('enrolment', enrolment._id.toHexString()),
  ]);
  return { ...(row as CourseEnrolmentRow), courseId: offering._id, courseTitle: offering.title, audit };
}

/**
 * Each course with its numbers (enrolments not withdrawn; of those, still invited, complete, holding a
 * valid certificate, and complete but waiting for a sign-off) as kept, and its content's units now.
 */
export async function offeringsWithCounts(
  deps: Pick<RouteDeps, 'courses' | 'standing'>,
  offerings: StoredOffering[],
): Promise<Offering[]> {
  const [numbers, keptAgain, units] = await Promise.all([
    deps.standing.numbersOf(offerings.map((offering) => offering._id)),
    deps.standing.keptAgainNow(offerings),
    deps.courses.unitIdsBySlug(),
  ]);
  return offerings.map(({ _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields }) => ({
    courseId: _id,
    ...fields,
    ...(numbers.get(_id) ?? noCounts()),
    units: units.get(fields.slug)?.length ?? 0,
    updating: keptAgain.has(_id),
  }));
}

/** The progress report's columns: the rows of the course's list, as a spreadsheet reads them. */
export const REPORT_COLUMNS: CsvColumn<CourseEnrolmentRow>[] = [
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['State', (row) => row.state],
  ['Start', (row) => row.startDate],
  ['End', (row) => row.endDate],
  ['Enrolled at', (row) => row.enrolledAt],
  ['Completed units', (row) => row.completedUnits],
  ['Units', (row) => row.units],
  ['Progress %', (row) => row.progress],
  ['Last activity', (row) => row.lastActivityAt],
  ['Certificate code', (row) => row.certificate?.code ?? null],
  ['Certificate status', (row) => row.certificate?.status ?? null],
];
