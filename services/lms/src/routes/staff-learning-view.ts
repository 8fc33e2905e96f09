/**
 * The enrolments desk's view of the learner area: each enrolment's standing (units completed, from the
 * completions of its content and the content's units now), its certificate, and each course's numbers.
 */
import type { CourseEnrolmentRow, EnrolmentRecord, Offering } from '@aspire/contracts/learning-desk';
import { ERASED } from '@aspire/contracts/privacy';
import { ApiError } from '@aspire/service-kit';
import type { CsvColumn } from '@aspire/service-kit/csv-export';
import { ObjectId } from 'mongodb';
import { z } from 'zod';
import { standing } from '../lib/progress.ts';
import { unitIds } from '../repo/courses.ts';
import type { Enrolment } from '../repo/enrolments.ts';
import type { StoredOffering } from '../repo/offerings.ts';
import type { RouteDeps } from './deps.ts';

export const ENROLMENT_NOT_FOUND = 'There is no such enrolment';
/** An enrolment's id in a path. */
export const enrolmentParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/i, 'Not an enrolment reference'),
});

type Activity = { completedUnits: number; lastAt: Date } | undefined;
type Certificate = { code: string; status: 'valid' | 'revoked'; issuedOn: string } | undefined;

/** Where a learner stands in a course: units done of the content's units now, and the sign-off owed. */
function standingOf(offering: StoredOffering, units: string[], activity: Activity, certificate: Certificate) {
  const { status, progress_rate, completedCount, total } = standing(
    activity?.completedUnits ?? 0,
    units.length,
  );
  const complete = status === 'completed';
  return {
    complete,
    completedUnits: completedCount,
    units: total,
    progress: progress_rate,
    lastActivityAt: activity?.lastAt.toISOString() ?? null,
    awaitingSignOff: complete && offering.requiresSignOff && !certificate,
  };
}

/** The unit ids of each content slug, as the learner area has them now. */
async function unitsBySlug(deps: Pick<RouteDeps, 'courses'>, slugs: string[]) {
  const contents = await deps.courses.findMany([...new Set(slugs)]);
  return new Map(contents.map((content) => [content.slug, unitIds(content)]));
}

/**
 * The rows of these enrolments of one course, in the enrolments' order, reading the progress of `emails`
 * (theirs) only.
 */
export async function rowsOf(
  deps: Pick<RouteDeps, 'courses' | 'progress' | 'certificates'>,
  offering: StoredOffering,
  enrolments: Enrolment[],
  emails: string[],
): Promise<CourseEnrolmentRow[]> {
  const units = await unitsBySlug(deps, [offering.slug]);
  const content = units.get(offering.slug) ?? [];
  const [activity, certificates] = await Promise.all([
    deps.progress.activityIn(offering.slug, content, emails),
    deps.certificates.forEnrolments(enrolments.map((enrolment) => enrolment._id)),
  ]);
  return enrolments.map((enrolment) => {
    const id = enrolment._id.toHexString();
    const found = certificates.get(id);
    const certificate = found && { code: found.code, status: found.status, issuedOn: found.issuedOn };
    const { complete: _complete, ...where } = standingOf(
      offering,
      content,
      activity.get(enrolment.email),
      certificate,
    );
    const { erasedAt } = enrolment;
    return {
      id,
      email: erasedAt ? '' : enrolment.email,
      name: erasedAt ? ERASED : (enrolment.name ?? enrolment.email),
      state: enrolment.state,
      startDate: enrolment.startDate,
      endDate: enrolment.endDate,
      enrolledAt: enrolment.createdAt.toISOString(),
      ...where,
      certificate: certificate ?? null,
      erasedAt: erasedAt?.toISOString() ?? null,
    };
  });
}

/** An enrolment as a course's list sorts and filters it; its whole row is made only when shown. */
export type Listed = Pick<
  CourseEnrolmentRow,
  'id' | 'name' | 'email' | 'state' | 'completedUnits' | 'units' | 'awaitingSignOff'
>;

/**
 * A course's every enrolment as its list sorts and filters it, in no order, and the course with its
 * numbers (counted from the same reading). Streamed, and held as little as that: a course reaches some
 * 40,000 enrolments at a college's size, and their whole rows (or documents) would not fit the heap.
 */
export async function listingOf(
  deps: Pick<RouteDeps, 'courses' | 'progress' | 'certificates' | 'enrolments'>,
  offering: StoredOffering,
): Promise<{ listed: Listed[]; numbers: Offering }> {
  const content = (await unitsBySlug(deps, [offering.slug])).get(offering.slug) ?? [];
  const activity = await deps.progress.activityIn(offering.slug, content);
  const held: (Listed & { complete: boolean })[] = [];
  const ids: ObjectId[] = [];
  for await (const { _id, email, name, state, erasedAt } of deps.enrolments.streamForCourse(offering._id)) {
    const { complete, completedUnits, units } = standingOf(offering, content, activity.get(email), undefined);
    ids.push(_id);
    held.push({
      id: _id.toHexString(),
      name: erasedAt ? ERASED : (name ?? email),
      email: erasedAt ? '' : email,
      state,
      completedUnits,
      units,
      awaitingSignOff: false,
      complete,
    });
  }
  const certificates = await deps.certificates.forEnrolments(ids);
  const counts = noCounts();
  const listed = held.map(({ complete, ...entry }) => {
    const certificate = certificates.get(entry.id);
    entry.awaitingSignOff = complete && offering.requiresSignOff && !certificate;
    if (entry.state !== 'withdrawn')
      countInto(counts, entry.state, complete, certificate, entry.awaitingSignOff);
    return entry;
  });
  return { listed, numbers: withNumbers(offering, counts, content.length) };
}

/** The whole rows of these listed enrolments of one course, in the same order. */
export async function rowsFor(
  deps: Pick<RouteDeps, 'courses' | 'progress' | 'certificates' | 'enrolments'>,
  offering: StoredOffering,
  listed: Listed[],
): Promise<CourseEnrolmentRow[]> {
  const found = await deps.enrolments.byIds(listed.map(({ id }) => new ObjectId(id)));
  const emails = [...new Set(found.map(({ email }) => email))];
  const rows = new Map((await rowsOf(deps, offering, found, emails)).map((row) => [row.id, row] as const));
  return listed.flatMap(({ id }) => rows.get(id) ?? []);
}

/**
 * One enrolment's record for the desk (404 when there is none): its row, its course, and its timeline
 * (enrolled, withdrawn, enrolled again, certificate signed off, revoked, reissued), oldest first.
 */
export async function enrolmentRecord(
  deps: Pick<RouteDeps, 'courses' | 'progress' | 'certificates' | 'enrolments' | 'offerings' | 'audit'>,
  id: string,
): Promise<EnrolmentRecord> {
  const enrolment = await deps.enrolments.findById(id);
  const offering = enrolment && (await deps.offerings.find(enrolment.courseId));
  if (!enrolment || !offering) throw new ApiError(404, ENROLMENT_NOT_FOUND);
  const [[row], audit] = await Promise.all([
    rowsOf(deps, offering, [enrolment], [enrolment.email]),
    deps.audit.forSubject('enrolment', enrolment._id.toHexString()),
  ]);
  return { ...(row as CourseEnrolmentRow), courseId: offering._id, courseTitle: offering.title, audit };
}

type Counts = Pick<Offering, 'enrolled' | 'invited' | 'completed' | 'certified' | 'awaitingSignOff'>;
const noCounts = (): Counts => ({ enrolled: 0, invited: 0, completed: 0, certified: 0, awaitingSignOff: 0 });

/** Counts one enrolment not withdrawn into its course's numbers. */
function countInto(
  counts: Counts,
  state: Listed['state'],
  complete: boolean,
  certificate: { status: string } | undefined,
  awaitingSignOff: boolean,
) {
  counts.enrolled += 1;
  if (state === 'invited') counts.invited += 1;
  if (complete) counts.completed += 1;
  if (certificate?.status === 'valid') counts.certified += 1;
  if (awaitingSignOff) counts.awaitingSignOff += 1;
}

/** A course as the desk shows it: its settings, numbers and how many units its content has. */
function withNumbers(offering: StoredOffering, counts: Counts, units: number): Offering {
  const { _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = offering;
  return { courseId: _id, ...fields, ...counts, units };
}

/**
 * Each course with its numbers: enrolments not withdrawn; of those, still invited, complete, holding a
 * valid certificate, and complete but waiting for a sign-off. One content at a time (twins share it):
 * what is held is one content's learners, not every completion of every course, which at a college's
 * size (a million) is more than the service's heap.
 */
export async function offeringsWithCounts(
  deps: Pick<RouteDeps, 'courses' | 'progress' | 'certificates' | 'enrolments'>,
  offerings: StoredOffering[],
): Promise<Offering[]> {
  const units = await unitsBySlug(
    deps,
    offerings.map((offering) => offering.slug),
  );
  const counted = new Map<number, Offering>();
  for (const slug of new Set(offerings.map((offering) => offering.slug))) {
    const taught = offerings.filter((offering) => offering.slug === slug);
    const content = units.get(slug) ?? [];
    const [current, activity] = await Promise.all([
      deps.enrolments.current(taught.map((offering) => offering._id)),
      deps.progress.activityIn(slug, content),
    ]);
    const certificates = await deps.certificates.forEnrolments(current.map((enrolment) => enrolment._id));
    for (const offering of taught) {
      const counts = noCounts();
      for (const enrolment of current) {
        if (enrolment.courseId !== offering._id) continue;
        const certificate = certificates.get(enrolment._id.toHexString());
        const where = standingOf(offering, content, activity.get(enrolment.email), certificate);
        countInto(counts, enrolment.state, where.complete, certificate, where.awaitingSignOff);
      }
      counted.set(offering._id, withNumbers(offering, counts, content.length));
    }
  }
  return offerings.map((offering) => counted.get(offering._id) as Offering);
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
