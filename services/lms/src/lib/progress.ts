import type { ProgressStatus } from '@aspire/contracts/lms';

/**
 * A learner's standing in a course, computed from the units completed (never stored by hand): only ids
 * of units the course still has count, so the rate stays within 0-100 when content changes.
 * The rate is rounded down, so 100 % always means every unit is done.
 */
export function summarise(allUnitIds: string[], completed: Iterable<string>) {
  const done = new Set(completed);
  return standing(allUnitIds.filter((id) => done.has(id)).length, allUnitIds.length);
}

/** The same from the count of the course's units completed, and how many it has. */
export function standing(count: number, total: number) {
  const status: ProgressStatus =
    count === 0 ? 'not_started' : count === total ? 'completed' : 'not_completed';
  return {
    status,
    progress_rate: total === 0 ? 0 : Math.floor((100 * count) / total),
    completedCount: count,
    total,
  };
}
