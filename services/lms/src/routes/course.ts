import {
  type CourseDetail,
  courseParamsSchema,
  NOT_ENROLLED,
  type UnitProgress,
  unitParamsSchema,
} from '@aspire/contracts/lms';
import { ApiError, type AuthUser, ok, params, type ServiceEnv } from '@aspire/service-kit';
import { type Context, Hono } from 'hono';
import { certificateIssuing } from '../certificates/issuing.ts';
import { learnerOf, privateAnswer } from '../lib/learner.ts';
import { summarise } from '../lib/progress.ts';
import { unitIds } from '../repo/courses.ts';
import type { LearnerProgress } from '../repo/progress.ts';
import type { RouteDeps } from './deps.ts';

type Signed = { var: { user: AuthUser } };

export function courseRoutes(deps: RouteDeps) {
  const { auth } = deps;
  const issuing = certificateIssuing(deps);
  const api = new Hono<ServiceEnv>();

  /**
   * The course, if it exists and the signed-in learner is enrolled in it: 404, then 403. Progress is
   * kept under the enrolment's e-mail (`email`), which stays when the account's e-mail changes.
   */
  async function enrolledCourse(c: Signed, slug: string) {
    const learner = learnerOf(c);
    const course = await deps.courses.find(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    const enrolment = await deps.enrolments.findFor(learner, slug);
    if (!enrolment) throw new ApiError(403, NOT_ENROLLED);
    return { email: enrolment.email, course, enrolment };
  }

  async function enrolledUnit(c: Signed, slug: string, unitId: string) {
    const { email, course, enrolment } = await enrolledCourse(c, slug);
    const ids = unitIds(course);
    if (!ids.includes(unitId)) throw new ApiError(404, 'Learning unit not found');
    return { email, ids, enrolment };
  }

  const answer = (
    c: Context,
    ids: string[],
    enrolment: { startDate: string; endDate: string },
    slug: string,
    progress: LearnerProgress,
  ) => {
    const completed = ids.filter((id) => progress.completed.includes(id));
    const { status, progress_rate } = summarise(ids, completed);
    const data: UnitProgress = {
      course_id: slug,
      status,
      progress_rate,
      startDate: enrolment.startDate,
      endDate: enrolment.endDate,
      completedUnitIds: completed,
      lastUnitId: progress.lastUnitId,
    };
    c.header('Cache-Control', 'no-store');
    return ok(c, data);
  };

  /** Spec section 3 "Learner course detail", with each unit's content and whether it is completed. */
  api.get('/course/:slug', auth, params(courseParamsSchema), async (c) => {
    const { slug } = c.req.valid('param');
    const { email, course } = await enrolledCourse(c, slug);
    const progress = await deps.progress.find(email, slug);
    const done = new Set(progress.completed);
    const data: CourseDetail = {
      course: { slug: course.slug, title: course.title },
      detail: {
        sections: course.sections.map((section) => ({
          title: section.title,
          learningUnits: section.units.map((unit) => ({ ...unit, completed: done.has(unit.id) })),
        })),
      },
      lastUnitId:
        progress.lastUnitId && unitIds(course).includes(progress.lastUnitId) ? progress.lastUnitId : null,
    };
    return privateAnswer(c, data);
  });

  /**
   * Marks a unit completed; completing it again changes nothing. The course's last unit issues the
   * certificates of the learner's enrolments that open it (or leaves them for a sign-off).
   */
  api.post('/course/:slug/units/:unitId/complete', auth, params(unitParamsSchema), async (c) => {
    const { slug, unitId } = c.req.valid('param');
    const { email, ids, enrolment } = await enrolledUnit(c, slug, unitId);
    const progress = await deps.progress.complete(email, slug, unitId);
    if (summarise(ids, progress.completed).status === 'completed') {
      const { firstName, lastName } = c.var.user;
      await issuing.afterCompletion(learnerOf(c), `${firstName} ${lastName}`, slug);
    }
    return answer(c, ids, enrolment, slug, progress);
  });

  /**
   * Undoes a completion; undoing a unit that is not completed changes nothing. A certificate issued
   * already stays valid: it attests a completion that happened (staff revoke one when that is wrong).
   */
  api.delete('/course/:slug/units/:unitId/complete', auth, params(unitParamsSchema), async (c) => {
    const { slug, unitId } = c.req.valid('param');
    const { email, ids, enrolment } = await enrolledUnit(c, slug, unitId);
    return answer(c, ids, enrolment, slug, await deps.progress.undo(email, slug, unitId));
  });

  /** Remembers the unit the learner opened, where the viewer resumes next time. */
  api.post('/course/:slug/units/:unitId/open', auth, params(unitParamsSchema), async (c) => {
    const { slug, unitId } = c.req.valid('param');
    const { email, ids, enrolment } = await enrolledUnit(c, slug, unitId);
    return answer(c, ids, enrolment, slug, await deps.progress.open(email, slug, unitId));
  });
  return api;
}
