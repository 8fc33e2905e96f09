import {
  type CourseEnrolmentQuery,
  courseEnrolmentQuerySchema,
  newOfferingSchema,
  type OfferingFields,
  offeringFieldsSchema,
  withdrawSchema,
} from '@aspire/contracts/learning-desk';
import { catalogueCourseIdSchema } from '@aspire/contracts/lms';
import { ApiError, body, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { csvResponse } from '@aspire/service-kit/csv-export';
import { todayInIndia } from '@aspire/service-kit/india-days';
import { workGate } from '@aspire/service-kit/work-gate';
import { Hono } from 'hono';
import { z } from 'zod';
import type { StoredOffering } from '../repo/offerings.ts';
import type { RouteDeps } from './deps.ts';
import { enrolmentSubject } from './enrol-learner.ts';
import { COURSE_NOT_TAUGHT } from './staff-enrolments.ts';
import {
  ENROLMENT_NOT_FOUND,
  enrolmentParamsSchema,
  enrolmentRecord,
  type Listed,
  listingOf,
  offeringsWithCounts,
  REPORT_COLUMNS,
  rowsFor,
} from './staff-learning-view.ts';

export const NO_SUCH_CONTENT = 'The learner area has no course content with this id';
export const ALREADY_TAUGHT = 'The learner area teaches this course already; change it instead';
export const DESK_BUSY = 'The enrolments desk is busy right now, please try again in a moment';

const courseParamsSchema = z.object({ courseId: catalogueCourseIdSchema });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rows of the progress report made at once. */
const REPORT_BATCH = 200;

export const STALE_PAGE = 'This page of the list is out of date: open the list again';

/** What a desk's filters keep: `q` at the start of a word of the name or e-mail, a state, a progress. */
function matching({ q, state, progress }: CourseEnrolmentQuery) {
  const words = q ? new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'iu') : null;
  return (row: Listed) => {
    if (words && !words.test(`${row.name} ${row.email}`)) return false;
    if (state && row.state !== state) return false;
    switch (progress) {
      case 'not-started':
        return row.completedUnits === 0;
      case 'in-progress':
        return row.completedUnits > 0 && row.completedUnits < row.units;
      case 'complete':
        return row.units > 0 && row.completedUnits === row.units;
      case 'awaiting-sign-off':
        return row.awaitingSignOff;
      default:
        return true;
    }
  };
}

const byName = (a: Listed, b: Listed) =>
  a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }) ||
  a.email.localeCompare(b.email) ||
  a.id.localeCompare(b.id);

/**
 * A page of the kept rows of `rows` (the course's every enrolment, by name): those after the row `after`,
 * found among every row, so a cursor still reads on when its row no longer passes the filters.
 */
function pageOf(rows: Listed[], keep: (row: Listed) => boolean, after: string | undefined, limit: number) {
  let next = 0;
  if (after) {
    const at = rows.findIndex((row) => row.id === after);
    if (at < 0) throw new ApiError(400, STALE_PAGE, { after: STALE_PAGE });
    next = at + 1;
  }
  const page: Listed[] = [];
  for (; next < rows.length && page.length < limit; next += 1) {
    const row = rows[next] as Listed;
    if (keep(row)) page.push(row);
  }
  const more = page.length === limit && rows.slice(next).some(keep);
  return { rows: page, next: more ? (page.at(-1)?.id ?? null) : null };
}

/**
 * The enrolments desk (role `learning`): the courses the learner area teaches, with their numbers, made
 * and changed by staff; each course's enrolments, filtered, and its progress report as CSV; one
 * enrolment's record with its timeline; withdrawals. Each change is recorded in the lms audit log.
 */
export function staffLearningRoutes(deps: RouteDeps) {
  const { learning, offerings, audit } = deps;
  const api = new Hono<ServiceEnv>();
  // The desk's numbers and lists read a content's every enrolment and completion: one at a time, so a
  // burst of them cannot take the service's memory from the learners (two course lists at once ran it
  // out of its heap at a college's size). The rest wait, then hear 503 before the desk's own 15-s limit.
  const reports = workGate({ concurrency: 1, maxWaitMs: 10_000, busy: DESK_BUSY });

  const taught = async (courseId: number) => {
    const offering = await offerings.find(courseId);
    if (!offering) throw new ApiError(404, COURSE_NOT_TAUGHT);
    return offering;
  };
  const withCounts = async (offering: StoredOffering) => {
    const [counted] = await reports.run(() => offeringsWithCounts(deps, [offering]));
    if (!counted) throw new Error(`offering ${offering._id} not counted`);
    return counted;
  };

  /** The content must be one the learner area has: a course with no lessons behind it opens nothing. */
  async function checkContent(fields: OfferingFields) {
    if (!(await deps.courses.find(fields.slug)))
      throw new ApiError(422, NO_SUCH_CONTENT, { slug: NO_SUCH_CONTENT });
  }

  const subject = (offering: StoredOffering) => ({
    kind: 'offering',
    id: String(offering._id),
    label: offering.title,
  });

  /** The course's every enrolment as its list sorts and filters it, by name, and the course's numbers. */
  async function courseListing(courseId: number) {
    const offering = await taught(courseId);
    const { listed, numbers } = await reports.run(() => listingOf(deps, offering));
    return { offering, numbers, listed: listed.sort(byName) };
  }

  api.get('/staff/learning/courses', learning, async (c) => {
    c.header('cache-control', 'private, no-store');
    const taughtCourses = await offerings.list();
    return ok(c, await reports.run(() => offeringsWithCounts(deps, taughtCourses)));
  });

  api.post('/staff/learning/courses', learning, body(newOfferingSchema), async (c) => {
    const { courseId, ...fields } = c.req.valid('json');
    await checkContent(fields);
    const offering = await offerings.create(courseId, fields);
    if (!offering) throw new ApiError(409, ALREADY_TAUGHT, { courseId: ALREADY_TAUGHT });
    await audit.record(actorOf(c.var.user), {
      action: 'offering.created',
      subject: subject(offering),
      changes: Object.fromEntries(Object.entries(fields).map(([field, to]) => [field, { from: null, to }])),
    });
    return ok(c, await withCounts(offering), 201);
  });

  /** Changes a course; enrolments made before keep their dates (a new batch start is for new ones). */
  api.put(
    '/staff/learning/courses/:courseId',
    learning,
    params(courseParamsSchema),
    body(offeringFieldsSchema),
    async (c) => {
      const fields = c.req.valid('json');
      await checkContent(fields);
      const result = await offerings.update(c.req.valid('param').courseId, fields);
      if (!result) throw new ApiError(404, COURSE_NOT_TAUGHT);
      if (Object.keys(result.changes).length > 0)
        await audit.record(actorOf(c.var.user), {
          action: 'offering.changed',
          subject: subject(result.offering),
          changes: result.changes,
        });
      return ok(c, await withCounts(result.offering));
    },
  );

  api.get(
    '/staff/learning/courses/:courseId/enrolments',
    learning,
    params(courseParamsSchema),
    query(courseEnrolmentQuerySchema),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const filters = c.req.valid('query');
      const { offering, numbers, listed } = await courseListing(c.req.valid('param').courseId);
      const page = pageOf(listed, matching(filters), filters.after, filters.limit);
      const rows = await rowsFor(deps, offering, page.rows);
      return ok(c, { offering: numbers, rows, next: page.next });
    },
  );

  /** The same rows as the list, filtered alike, as a spreadsheet. */
  api.get(
    '/staff/learning/courses/:courseId/report.csv',
    learning,
    params(courseParamsSchema),
    query(courseEnrolmentQuerySchema),
    async (c) => {
      const { courseId } = c.req.valid('param');
      const { offering, listed } = await courseListing(courseId);
      const kept = listed.filter(matching(c.req.valid('query')));
      return csvResponse(
        (async function* () {
          // Whole rows a batch at a time: a course's every row at once would not fit the heap.
          for (let first = 0; first < kept.length; first += REPORT_BATCH)
            yield* await rowsFor(deps, offering, kept.slice(first, first + REPORT_BATCH));
        })(),
        REPORT_COLUMNS,
        { filename: `course-${courseId}-progress-${todayInIndia(deps.now())}.csv` },
      );
    },
  );

  api.get('/staff/learning/enrolments/:id', learning, params(enrolmentParamsSchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await enrolmentRecord(deps, c.req.valid('param').id));
  });

  /** Withdraws the learner: the course closes to them (progress kept). A repeat changes nothing. */
  api.post(
    '/staff/learning/enrolments/:id/withdraw',
    learning,
    params(enrolmentParamsSchema),
    body(withdrawSchema),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const enrolment = await deps.enrolments.findById(id);
      const offering = enrolment && (await offerings.find(enrolment.courseId));
      if (!enrolment || !offering) throw new ApiError(404, ENROLMENT_NOT_FOUND);
      const actor = actorOf(c.var.user);
      const from = await deps.enrolments.withdraw(enrolment._id, actor, reason);
      if (from)
        await audit.record(actor, {
          action: 'enrolment.withdrawn',
          subject: enrolmentSubject(enrolment, offering.title),
          changes: { state: { from, to: 'withdrawn' } },
          note: reason,
        });
      return ok(c, await enrolmentRecord(deps, id));
    },
  );
  return api;
}
