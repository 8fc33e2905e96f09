import {
  type CourseEnrolmentQuery,
  type CourseEnrolmentRow,
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
  offeringsWithCounts,
  REPORT_COLUMNS,
  rowsOf,
} from './staff-learning-view.ts';

export const NO_SUCH_CONTENT = 'The learner area has no course content with this id';
export const ALREADY_TAUGHT = 'The learner area teaches this course already; change it instead';

const courseParamsSchema = z.object({ courseId: catalogueCourseIdSchema });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows a desk's filters keep: `q` at the start of a word of the name or e-mail, a state, a progress. */
function filtered(rows: CourseEnrolmentRow[], { q, state, progress }: CourseEnrolmentQuery) {
  const words = q ? new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'iu') : null;
  return rows.filter((row) => {
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
  });
}

const byName = (a: CourseEnrolmentRow, b: CourseEnrolmentRow) =>
  a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }) || a.email.localeCompare(b.email);

/**
 * The enrolments desk (role `learning`): the courses the learner area teaches, with their numbers, made
 * and changed by staff; each course's enrolments, filtered, and its progress report as CSV; one
 * enrolment's record with its timeline; withdrawals. Each change is recorded in the lms audit log.
 */
export function staffLearningRoutes(deps: RouteDeps) {
  const { learning, offerings, audit } = deps;
  const api = new Hono<ServiceEnv>();

  const taught = async (courseId: number) => {
    const offering = await offerings.find(courseId);
    if (!offering) throw new ApiError(404, COURSE_NOT_TAUGHT);
    return offering;
  };
  const withCounts = async (offering: StoredOffering) => {
    const [counted] = await offeringsWithCounts(deps, [offering]);
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

  async function courseRows(courseId: number, filters: CourseEnrolmentQuery) {
    const offering = await taught(courseId);
    const rows = await rowsOf(deps, offering, await deps.enrolments.forCourse(courseId));
    return { offering, rows: filtered(rows, filters).sort(byName) };
  }

  api.get('/staff/learning/courses', learning, async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await offeringsWithCounts(deps, await offerings.list()));
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
      const { offering, rows } = await courseRows(c.req.valid('param').courseId, c.req.valid('query'));
      return ok(c, { offering: await withCounts(offering), rows });
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
      const { rows } = await courseRows(courseId, c.req.valid('query'));
      return csvResponse(
        (async function* () {
          yield* rows;
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
