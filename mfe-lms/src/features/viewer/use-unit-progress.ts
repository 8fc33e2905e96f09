import { ApiFailure } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressQuery } from '../../lib/progress-query.ts';
import { courseQuery, rememberUnit, setUnitCompleted } from './api.ts';
import { withCompletedUnits, withCourseProgress } from './progress-cache.ts';

/** A token the learner service refuses signs the learner out; the guard then sends them to the LMS login. */
function signOutIfRefused(error: Error) {
  if (error instanceof ApiFailure && error.status === 401) useSession.getState().signOut();
}

/** Completing or undoing a unit: the answer goes into the cached course and the dashboard's list. */
export function useCompleteUnit(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ unitId, done }: { unitId: string; done: boolean }) => setUnitCompleted(slug, unitId, done),
    onSuccess: (progress) => {
      client.setQueryData(
        courseQuery(slug).queryKey,
        (course) => course && withCompletedUnits(course, progress),
      );
      client.setQueryData(progressQuery().queryKey, (list) => list && withCourseProgress(list, progress));
    },
    onError: signOutIfRefused,
  });
}

/**
 * Remembering the unit opened, where the viewer resumes next time. Only the resume point is taken from
 * the answer: it may have been computed before a completion that answered first.
 */
export function useRememberUnit(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (unitId: string) => rememberUnit(slug, unitId),
    onSuccess: ({ lastUnitId }) =>
      client.setQueryData(courseQuery(slug).queryKey, (course) => course && { ...course, lastUnitId }),
    onError: signOutIfRefused,
  });
}
