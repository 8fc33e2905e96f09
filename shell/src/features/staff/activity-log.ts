import type { AuditEntry } from '@aspire/contracts/staff';

/** What one service's log has loaded so far, and whether it has older entries still to load. */
export type ServiceLog<S extends string> = { service: S; entries: AuditEntry[]; more: boolean };

/**
 * The services' logs merged, newest first. Each service pages on its own, so an entry is shown only
 * when no service with older entries still to load could have one newer than it: older entries wait
 * for "Load more" instead of appearing out of order. Also says which services "Load more" should ask
 * (those whose loaded entries end at that limit).
 */
export function mergeLogs<S extends string>(logs: ServiceLog<S>[]) {
  const oldest = (log: ServiceLog<S>) => log.entries.at(-1)?.at ?? '';
  const horizon =
    logs
      .filter((log) => log.more)
      .map(oldest)
      .sort()
      .at(-1) ?? '';
  const entries = logs
    .flatMap((log) => log.entries)
    .filter((entry) => entry.at >= horizon)
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
  const loadMore = logs.filter((log) => log.more && oldest(log) === horizon).map((log) => log.service);
  return { entries, loadMore };
}
