import { call, http } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { tokenResultSchema } from '@aspire/contracts/identity';
import { courseDetailSchema, unitProgressSchema } from '@aspire/contracts/lms';

const coursePath = (slug: string) => `lms/course/${encodeURIComponent(slug)}`;
const unitPath = (slug: string, unitId: string) => `${coursePath(slug)}/units/${encodeURIComponent(unitId)}`;

/** The course with its sections and units, to an enrolled learner (403 otherwise, 404 unknown). */
export const courseQuery = (slug: string) =>
  apiQuery(coursePath(slug), courseDetailSchema, { private: true });

/** Marks a unit completed (`done`) or undoes it; answers the learner's progress in the course. */
export const setUnitCompleted = (slug: string, unitId: string, done: boolean) =>
  call(
    done
      ? http.post(`${unitPath(slug, unitId)}/complete`)
      : http.delete(`${unitPath(slug, unitId)}/complete`),
    unitProgressSchema,
  );

/** Remembers the unit opened, where the viewer resumes next time. */
export const rememberUnit = (slug: string, unitId: string) =>
  call(http.post(`${unitPath(slug, unitId)}/open`), unitProgressSchema);

/**
 * A fresh token for the session, saying what the account is now (an address confirmed since sign-in):
 * the learner area reads that from the token. The data layer stores the token the answer carries.
 */
export const renewSession = () => call(http.post('identity/token/refresh'), tokenResultSchema);
