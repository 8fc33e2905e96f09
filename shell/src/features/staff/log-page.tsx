import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LoadError, Loading } from '@aspire/ui/status.tsx';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mergeLogs } from './activity-log.ts';
import { actionText, changesText } from './audit-text.ts';
import { formatDateTime } from './format.ts';
import styles from './staff.module.css';
import { AUDITED_SERVICES, type AuditedService, auditPage, directoryQuery } from './staff-api.ts';

/** Each audited service as the log names it. */
const SERVICE_LABELS: Record<AuditedService, string> = {
  identity: 'Staff and accounts',
  catalog: 'Admissions',
  shop: 'Shop orders',
  lms: 'Learning',
  info: 'Content',
};
const serviceLabel = new Map<string, string>(Object.entries(SERVICE_LABELS));

/** One service's log, page by page (older pages on "Load more"); off when the filter leaves it out. */
function useServiceLog(service: AuditedService, shown: boolean, actorId: string) {
  return useInfiniteQuery({
    queryKey: ['api', `${service}/staff/audit`, { actorId }],
    queryFn: ({ pageParam, signal }) => auditPage(service, { before: pageParam, actorId, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: shown,
    meta: { private: true },
    staleTime: 0,
  });
}

/** `/staff/log` (admins): every service's staff changes in one list, newest first. */
export default function LogPage() {
  usePageMeta({ title: 'Activity log', description: 'Every change made by Aspire College staff.' });
  const [service, setService] = useState<AuditedService | ''>('');
  const [actorId, setActorId] = useState('');
  const people = useQuery(directoryQuery());
  const shown = (name: AuditedService) => service === '' || service === name;
  const queries = {
    identity: useServiceLog('identity', shown('identity'), actorId),
    catalog: useServiceLog('catalog', shown('catalog'), actorId),
    shop: useServiceLog('shop', shown('shop'), actorId),
    lms: useServiceLog('lms', shown('lms'), actorId),
    info: useServiceLog('info', shown('info'), actorId),
  };
  const active = AUDITED_SERVICES.filter(shown).map((name) => ({ name, query: queries[name] }));
  const { entries, loadMore } = mergeLogs(
    active.map(({ name, query }) => ({
      service: name,
      entries: query.data?.pages.flatMap((page) => page.entries) ?? [],
      more: query.hasNextPage,
    })),
  );
  const loading = active.some(({ query }) => query.isPending && !query.isError);
  const fetchingMore = active.some(({ query }) => query.isFetchingNextPage);

  return (
    <div className={styles.page}>
      <h1>Activity log</h1>
      <div className={styles.filters}>
        <label>
          Service
          <select
            value={service}
            onChange={(event) =>
              setService(AUDITED_SERVICES.find((name) => name === event.target.value) ?? '')
            }
          >
            <option value="">All services</option>
            {AUDITED_SERVICES.map((name) => (
              <option key={name} value={name}>
                {SERVICE_LABELS[name]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Person
          <select value={actorId} onChange={(event) => setActorId(event.target.value)}>
            <option value="">Everyone</option>
            {people.data?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {active
        .filter(({ query }) => query.isError)
        .map(({ name, query }) => (
          <LoadError
            key={name}
            error={query.error}
            what={`the changes of ${SERVICE_LABELS[name]}`}
            onRetry={() => void query.refetch()}
          />
        ))}
      {entries.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Staff changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.service}:${entry.id}`}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor.name}</td>
                  <td>
                    <span className={styles.action}>{actionText(entry.action)}</span>{' '}
                    {entry.subject.label ?? `${entry.subject.kind} ${entry.subject.id}`}
                    <span className={styles.muted}>
                      {' '}
                      · {serviceLabel.get(entry.service) ?? entry.service}
                    </span>
                    {changesText(entry.changes).map((line) => (
                      <span key={line} className={styles.change}>
                        {line}
                      </span>
                    ))}
                    {entry.note && <span className={styles.change}>{entry.note}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : loading ? (
        <Loading label="Loading the activity log…" />
      ) : (
        active.some(({ query }) => query.isSuccess) && (
          <p>No changes recorded{actorId ? ' for this person' : ''} yet.</p>
        )
      )}
      {loadMore.length > 0 && (
        <button
          type="button"
          className={styles.secondary}
          disabled={fetchingMore}
          onClick={() => {
            for (const name of loadMore) void queries[name].fetchNextPage();
          }}
        >
          {fetchingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
