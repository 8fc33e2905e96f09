import {
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
import { searchTermsOf, shownAs } from '../lib/desk-standing.ts';
import type { Enrolment } from '../repo/enrolments.ts';
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
export const DESK_BUSY = 'The enrolments desk is busy right now, please try again in a moment';

const courseParamsSchema = z.object({ courseId: catalogueCourseIdSchema });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How long saving a course waits for its learners to be kept again before it answers. */
const RECONCILE_WAIT_MS = 1_000;

/** A search's candidates read at once, in the list's order (a page, and a little more). */
const CANDIDATES_READ = 100;

/** Rows of the progress report made at once. */
const REPORT_BATCH = 200;

export const STALE_PAGE = 'This page of the list is out of date: open the list again';

/** A list's filters and cursor, as the query gives them. */
type ListFilters = Omit<z.output<typeof courseEnrolmentQuerySchema>, 'limit'>;

/** The search of a desk's list: `q` at the start of a word of the name or e-mail shown. */
function searching(q: string | undefined) {
  if (!q) return null;
  const words = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'iu');
  return (enrolment: Enrolment) => {
    const { name, email } = shownAs(enrolment);
    return words.test(`${name} ${email}`);
  };
}

/**
 * The enrolments desk (role `learning`): the courses the learner area teaches, with their numbers, made
 * and changed by staff; each course's enrolments, filtered, and its progress report as CSV; one
 * enrolment's record with its timeline; withdrawals. Each change is recorded in the lms audit log.
 */
export function staffLearningRoutes(deps: RouteDeps) {
  const { learning, offerings, audit } = deps;
  const api = new Hono<ServiceEnv>();
  // A search may read a course's every enrolment (some 40,000 at a college's size): one at a time, so a
  // burst of them cannot take the service from the learners. The rest wait, then hear 503 before the
  // desk's own 15-s limit.
  const searches = workGate({ concurrency: 1, maxWaitMs: 10_000, busy: DESK_BUSY });

  const taught = async (courseId: number) => {
    const offering = await offerings.find(courseId);
    if (!offering) throw new ApiError(404, COURSE_NOT_TAUGHT);
    return offering;
  };
  const withCounts = async (offering: StoredOffering) => {
    // A new course, or a changed content or sign-off: its enrolments stand otherwise from now. A course
    // of many learners takes a while (some 40,000 a course at a college's size): the answer comes after
    // a second at most, with the numbers as far as they are and the course marked `updating`, and the
    // keeping goes on.
    const reconciling = deps.standing.reconcile([offering._id]).catch((error: unknown) => {
      deps.logger('error', 'a course was saved, but its learners could not all be kept again', {
        courseId: offering._id,
        error: String(error),
      });
    });
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      reconciling,
      new Promise((resolve) => (waited = setTimeout(resolve, RECONCILE_WAIT_MS))),
    ]);
    clearTimeout(waited);
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

  /**
   * The course's enrolments the filters keep, by name, after the cursor's row (which may no longer pass
   * the filters): the state and progress narrowed by the indexes, a search as the rows come.
   */
  async function* listed(courseId: number, { state, progress, q, after }: ListFilters, limit = 0) {
    let from = '';
    if (after) {
      const key = await deps.enrolments.listKeyOf(courseId, after);
      if (key === null) throw new ApiError(400, STALE_PAGE, { after: STALE_PAGE });
      from = key;
    }
    const found = searching(q);
    const terms = q ? searchTermsOf(q) : [];
    // A search reads the enrolments with one of its terms, where they are few, in the list's order a few
    // at a time; else the list in its order. It keeps some of what it reads: no limit.
    const candidates = terms.length ? await deps.standing.withSearchTerms(courseId, terms, from) : null;
    if (!candidates) {
      const read = deps.enrolments.courseList(courseId, { state, progress }, from, found ? 0 : limit);
      for await (const enrolment of read) if (!found || found(enrolment)) yield enrolment;
      return;
    }
    for (let at = 0; at < candidates.length; at += CANDIDATES_READ) {
      const some = candidates.slice(at, at + CANDIDATES_READ);
      const among = some.map(({ enrolmentId }) => enrolmentId);
      // Read where its words put it, or passed over (an old name's words left by a keep interrupted).
      const listedAt = new Set(some.map(({ listKey }) => listKey));
      for await (const enrolment of deps.enrolments.courseList(courseId, { state, progress, among }, from))
        if (enrolment.listKey && listedAt.has(enrolment.listKey) && (!found || found(enrolment)))
          yield enrolment;
    }
  }

  /** Up to `limit` rows from `listed`, and the cursor of the next page when more follow. */
  async function pageOf(courseId: number, filters: ListFilters, limit: number) {
    const page: Enrolment[] = [];
    let more = false;
    for await (const enrolment of listed(courseId, filters, limit + 1)) {
      if (page.length === limit) {
        more = true;
        break;
      }
      page.push(enrolment);
    }
    return { page, next: more ? (page.at(-1)?._id.toHexString() ?? null) : null };
  }

  api.get('/staff/learning/courses', learning, async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(
      c,
      await deps.standing.shown('courses', async () => offeringsWithCounts(deps, await offerings.list())),
    );
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
      const { courseId } = c.req.valid('param');
      const shown = await deps.standing.shown(JSON.stringify([courseId, filters]), async () => {
        const offering = await taught(courseId);
        const read = () => pageOf(offering._id, filters, filters.limit);
        const [{ page, next }, [numbers]] = await Promise.all([
          filters.q ? searches.run(read) : read(),
          offeringsWithCounts(deps, [offering]),
        ]);
        return { offering: numbers, rows: await rowsOf(deps, page), next };
      });
      return ok(c, shown);
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
      await taught(courseId);
      const { after: _after, ...filters } = c.req.valid('query');
      return csvResponse(
        (async function* () {
          // Read as it is written, whole rows a batch at a time: a course's every row would not fit the heap.
          let batch: Enrolment[] = [];
          for await (const enrolment of listed(courseId, filters)) {
            batch.push(enrolment);
            if (batch.length === REPORT_BATCH) {
              yield* await rowsOf(deps, batch);
              batch = [];
            }
          }
          yield* await rowsOf(deps, batch);
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
