import { http } from '@aspire/client/http';
import { courseDetailSchema, unitProgressSchema } from '@aspire/contracts/lms';
import { keep, request } from '../../lib/request.ts';

const unitPath = (slug: string, unitId: string) =>
  `lms/course/${encodeURIComponent(slug)}/units/${encodeURIComponent(unitId)}`;

/** The course with its sections and units, to an enrolled learner (403 otherwise, 404 unknown). */
export const fetchCourse = (slug: string) =>
  request(http.get(`lms/course/${encodeURIComponent(slug)}`, keep), courseDetailSchema);

/** Marks a unit completed (`done`) or undoes it; answers the learner's progress in the course. */
export const setUnitCompleted = (slug: string, unitId: string, done: boolean) =>
  request(
    done
      ? http.post(`${unitPath(slug, unitId)}/complete`, keep)
      : http.delete(`${unitPath(slug, unitId)}/complete`, keep),
    unitProgressSchema,
  );

/** Remembers the unit opened, where the viewer resumes next time. */
export const rememberUnit = (slug: string, unitId: string) =>
  request(http.post(`${unitPath(slug, unitId)}/open`, keep), unitProgressSchema);
