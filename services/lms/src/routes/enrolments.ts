import type { ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { learnerOf, privateAnswer } from '../lib/learner.ts';
import type { RouteDeps } from './deps.ts';

export function enrolmentRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  /**
   * The signed-in learner's enrolments not withdrawn (contract `enrolmentListSchema`): the content each
   * opens and the course's title. The catalogue uses it too, to lead enrolled learners to the course.
   */
  api.get('/enrolments', deps.auth, async (c) => {
    const enrolments = await deps.enrolments.listFor(learnerOf(c));
    return privateAnswer(
      c,
      enrolments.map(({ offering, startDate, endDate }) => ({
        slug: offering.slug,
        title: offering.title,
        startDate,
        endDate,
      })),
    );
  });
  return api;
}
