import { useSession } from '@aspire/client/session';
import { LoadError } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { coursesQuery } from '../../lib/catalog-api.ts';
import { courseOptions } from './course-options.ts';
import styles from './desk.module.css';
import { directoryQuery, type InboxSearch, meIn } from './desk-api.ts';
import { ExportButton } from './export-button.tsx';
import { FilterBar } from './filter-bar.tsx';
import { anyFilter, type FilterName, filtersOf, searchOf, withFilter } from './inbox-filters.ts';
import { InboxRows, LaterPage, SkeletonRows, useInboxPage } from './inbox-rows.tsx';
import { SearchBox } from './search-box.tsx';
import { useListKeys } from './use-list-keys.ts';

const COLUMNS = ['Received', 'Kind', 'Name', 'Course', 'Campus', 'Status', 'Assignee', 'Follow up on'];

/**
 * The admissions desk's inbox: every application, enquiry and message, newest first, filtered by the
 * address's search parameters, searched as one types, read a page at a time.
 */
export function AdmissionsInbox() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const email = useSession((state) => state.email);
  const directory = useQuery(directoryQuery());
  const courses = useQuery(coursesQuery('all'));
  const search = searchOf(filters, meIn(directory.data, email)?.id);
  const searchField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchField);

  // A typed search replaces the address (one entry per search, not per letter); a filter adds one.
  const setFilter = (name: FilterName, value: string) =>
    setParams((current) => withFilter(current, name, value), { replace: name === 'q' });
  const clear = () => setParams(new URLSearchParams());

  return (
    <div className={styles.desk}>
      <div className={styles.head}>
        <h1>Admissions</h1>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            aria-pressed={filters.overdue === 'true'}
            onClick={() => setFilter('overdue', filters.overdue === 'true' ? '' : 'true')}
          >
            Overdue follow-ups
          </button>
          <ExportButton search={search} />
        </div>
      </div>
      <SearchBox
        className={styles.search}
        value={filters.q ?? ''}
        onSearch={(text) => setFilter('q', text.trim())}
        inputRef={searchField}
      />
      <FilterBar
        filters={filters}
        onChange={setFilter}
        courses={courses.data ? courseOptions(courses.data) : []}
        people={directory.data ?? []}
      />
      {anyFilter(filters) && (
        <p>
          <button type="button" className={styles.link} onClick={clear}>
            Clear filters
          </button>
        </p>
      )}
      <p className={styles.keys}>
        Keys: <kbd>/</kbd> search, <kbd>j</kbd> / <kbd>k</kbd> or arrows move through the list,{' '}
        <kbd>Enter</kbd> opens a record.
      </p>
      <div ref={list}>
        {search ? (
          <InboxList search={search} onClear={anyFilter(filters) ? clear : undefined} />
        ) : directory.isError ? (
          <LoadError error={directory.error} what="the staff list" onRetry={() => void directory.refetch()} />
        ) : (
          <Table>
            <SkeletonRows />
          </Table>
        )}
      </div>
    </div>
  );
}

function Table({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className="visually-hidden">Applications, enquiries and messages, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** The first page, the later pages asked for with "Load more", and the list's states. */
function InboxList({ search, onClear }: { search: InboxSearch; onClear?: () => void }) {
  const key = JSON.stringify(search);
  const [more, setMore] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  // New filters start again from the first page.
  const cursors = more.key === key ? more.cursors : [];
  const first = useInboxPage(search);
  const last = useInboxPage(search, cursors.at(-1));
  const lastPage = cursors.length === 0 ? first : last;

  if (first.isError && !first.data)
    return <LoadError error={first.error} what="the inbox" onRetry={() => void first.refetch()} />;
  if (!first.data)
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading the inbox…
        </p>
        <Table busy>
          <SkeletonRows />
        </Table>
      </>
    );
  if (first.data.rows.length === 0 && !first.isPlaceholderData)
    return (
      <div className={styles.empty} role="status">
        <p>No records match these filters.</p>
        {onClear && (
          <button type="button" className={styles.secondary} onClick={onClear}>
            Clear filters
          </button>
        )}
      </div>
    );
  const next = lastPage.data?.next;
  return (
    <>
      <Table busy={first.isPlaceholderData || first.isFetching}>
        <InboxRows rows={first.data.rows} />
        {cursors.map((after) => (
          <LaterPage key={after} search={search} after={after} />
        ))}
      </Table>
      <div className={styles.more} aria-live="polite">
        {lastPage.isError ? (
          <LoadError error={lastPage.error} what="more records" onRetry={() => void lastPage.refetch()} />
        ) : lastPage.isPending ? (
          <p>Loading more…</p>
        ) : next ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setMore({ key, cursors: [...cursors, next] })}
          >
            Load more
          </button>
        ) : (
          <p className={styles.muted}>That is every record these filters select.</p>
        )}
      </div>
    </>
  );
}
