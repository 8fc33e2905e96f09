import { useSession } from '@aspire/client/session';
import {
  ClearFilters,
  DeskTable,
  ExportButton,
  KeysHint,
  PagedTable,
  SearchBox,
  SkeletonRows,
  deskStyles as styles,
  today,
  useListKeys,
  useUrlFilters,
} from '@aspire/ui/desk.ts';
import { LoadError } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { coursesQuery } from '../../lib/catalog-api.ts';
import { courseOptions } from './course-options.ts';
import { directoryQuery, exportCsv, inboxQuery, meIn } from './desk-api.ts';
import { FilterBar } from './filter-bar.tsx';
import { FILTER_CHECKS, searchOf } from './inbox-filters.ts';
import { InboxRows } from './inbox-rows.tsx';

const COLUMNS = ['Received', 'Kind', 'Name', 'Course', 'Campus', 'Status', 'Assignee', 'Follow up on'];
const CAPTION = 'Applications, enquiries and messages, newest first';

/**
 * The admissions desk's inbox: every application, enquiry and message, newest first, filtered by the
 * address's search parameters, searched as one types, read a page at a time.
 */
export function AdmissionsInbox() {
  const { filters, filtered, setFilter, clear } = useUrlFilters(FILTER_CHECKS);
  const email = useSession((state) => state.email);
  const directory = useQuery(directoryQuery());
  const courses = useQuery(coursesQuery('all'));
  const search = searchOf(filters, meIn(directory.data, email)?.id);
  const searchField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchField);

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
          <button
            type="button"
            className={styles.secondary}
            aria-pressed={filters.erasureDue === 'true'}
            onClick={() => setFilter('erasureDue', filters.erasureDue === 'true' ? '' : 'true')}
          >
            Due for erasure within 30 days
          </button>
          <ExportButton
            disabled={!search}
            load={() => exportCsv(search ?? {})}
            filename={() => `aspire-admissions-${today()}.csv`}
          />
        </div>
      </div>
      <SearchBox
        id="inbox-search"
        placeholder="Start of a name, e-mail or phone"
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
      <ClearFilters filtered={filtered} onClear={clear} />
      <KeysHint opens="a record" />
      <div ref={list}>
        {search ? (
          <PagedTable
            pageQuery={(after) => inboxQuery(search, after)}
            rows={(page) => <InboxRows rows={page.rows} />}
            caption={CAPTION}
            columns={COLUMNS}
            what="the inbox"
            whatMore="more records"
            emptyText="No records match these filters."
            endText="That is every record these filters select."
            onClear={filtered ? clear : undefined}
          />
        ) : directory.isError ? (
          <LoadError error={directory.error} what="the staff list" onRetry={() => void directory.refetch()} />
        ) : (
          <DeskTable caption={CAPTION} columns={COLUMNS}>
            <SkeletonRows columns={COLUMNS.length} />
          </DeskTable>
        )}
      </div>
    </div>
  );
}
