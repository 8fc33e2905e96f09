import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import styles from './desk.module.css';
import { SlidingBar } from './sliding-bar.tsx';
import { LoadError } from './status.tsx';

/** A page of a staff list as the services answer it: its rows and the cursor of the next page. */
type Page = { rows: readonly unknown[]; next: string | null };
type PageQuery<P extends Page, K extends QueryKey> = (after?: string) => UseQueryOptions<P, Error, P, K>;

/** A staff list's table: a caption for screen readers, its column heads, and its bodies. */
export function DeskTable({
  caption,
  columns,
  busy = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    // A wide table scrolls sideways within its region, which keyboard users reach and scroll too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
    <section className={styles.tableWrap} aria-label={caption} tabIndex={0}>
      {busy && <SlidingBar running className={styles.tableBusy} />}
      <table className={styles.table} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}

/** Placeholder rows shaped like the table while its first page loads. */
export function SkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <tbody aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are alike and hold nothing
        <tr key={row} className={styles.skeleton}>
          {Array.from({ length: columns }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells are alike and hold nothing
            <td key={cell}>
              <span />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** One page: the first (kept on screen while new filters load) or a later one by its cursor. */
const usePage = <P extends Page, K extends QueryKey>(
  pageQuery: PageQuery<P, K>,
  after?: string,
): UseQueryResult<P> =>
  useQuery({ ...pageQuery(after), placeholderData: after ? undefined : keepPreviousData });

function LaterPage<P extends Page, K extends QueryKey>({
  pageQuery,
  after,
  rows,
}: {
  pageQuery: PageQuery<P, K>;
  after: string;
  rows: (page: P) => ReactNode;
}) {
  const page = usePage(pageQuery, after);
  return page.data ? rows(page.data) : null;
}

/**
 * A staff list read a page at a time by cursor: the first page, the later ones asked for with "Load
 * more", and the list's states (loading, nothing matches, could not load, the end). New filters (a
 * different first page's key) start again from the first page. `rows` draws a page as a `<tbody>`.
 */
export function PagedTable<P extends Page, K extends QueryKey>({
  pageQuery,
  rows,
  caption,
  columns,
  what,
  whatMore,
  emptyText,
  endText,
  onClear,
}: {
  pageQuery: PageQuery<P, K>;
  rows: (page: P) => ReactNode;
  caption: string;
  columns: readonly string[];
  /** What is listed, for the loading and failure lines: "the orders". */
  what: string;
  /** What a later page holds, for its failure line: "more orders". */
  whatMore: string;
  emptyText: string;
  endText: string;
  /** Offered when nothing matches (clears the filters), if any filter is set. */
  onClear?: () => void;
}) {
  const key = JSON.stringify(pageQuery().queryKey);
  const [more, setMore] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  const cursors = more.key === key ? more.cursors : [];
  const first = usePage(pageQuery);
  const last = usePage(pageQuery, cursors.at(-1));
  const lastPage = cursors.length === 0 ? first : last;

  if (first.isError && !first.data)
    return <LoadError error={first.error} what={what} onRetry={() => void first.refetch()} />;
  if (!first.data)
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading {what}…
        </p>
        <DeskTable caption={caption} columns={columns} busy>
          <SkeletonRows columns={columns.length} />
        </DeskTable>
      </>
    );
  if (first.data.rows.length === 0 && !first.isPlaceholderData)
    return (
      <div className={styles.empty} role="status">
        <p>{emptyText}</p>
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
      <DeskTable caption={caption} columns={columns} busy={first.isPlaceholderData || first.isFetching}>
        {rows(first.data)}
        {cursors.map((after) => (
          <LaterPage key={after} pageQuery={pageQuery} after={after} rows={rows} />
        ))}
      </DeskTable>
      <div className={styles.more} aria-live="polite">
        {lastPage.isError ? (
          <LoadError error={lastPage.error} what={whatMore} onRetry={() => void lastPage.refetch()} />
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
          <p className={styles.muted}>{endText}</p>
        )}
      </div>
    </>
  );
}
