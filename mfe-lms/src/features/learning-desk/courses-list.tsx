import {
  ClearFilters,
  deskStyles as desk,
  KeysHint,
  PagedTable,
  QuickFilters,
  SearchBox,
  useListKeys,
  useUrlFilters,
} from '@aspire/ui/desk.ts';
import { useRef, useState } from 'react';
import { offeringsQuery, UPDATING_POLL_MS } from './desk-api.ts';
import { ImportDialog } from './import-dialog.tsx';
import { NewOfferingDialog } from './new-offering.tsx';
import { FILTER_CHECKS, offeringsShown, QUICK_FILTERS } from './offering-filters.ts';
import { COLUMNS, OfferingRows } from './offering-rows.tsx';

/**
 * The enrolments desk's home: every course the learner area teaches with its numbers, searched as one
 * types, with the courses waiting for a sign-off one press away; learners are imported and courses
 * added from here.
 */
export function CoursesList() {
  const { filters, filtered, setFilter, clear } = useUrlFilters(FILTER_CHECKS);
  const [dialog, setDialog] = useState<'import' | 'add' | null>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchField);
  const close = () => setDialog(null);

  return (
    <div className={desk.desk}>
      <div className={desk.head}>
        <h1>Learning</h1>
        <div className={desk.actions}>
          <QuickFilters
            choices={QUICK_FILTERS}
            value={filters.awaiting}
            onChange={(value) => setFilter('awaiting', value)}
          />
          <button type="button" className={desk.secondary} onClick={() => setDialog('import')}>
            Import learners…
          </button>
          <button type="button" className={desk.primary} onClick={() => setDialog('add')}>
            Add a course…
          </button>
        </div>
      </div>
      <SearchBox
        id="courses-search"
        placeholder="A word of the title, or the course id"
        className={desk.search}
        value={filters.q ?? ''}
        onSearch={(text) => setFilter('q', text.trim())}
        inputRef={searchField}
      />
      <ClearFilters filtered={filtered} onClear={clear} />
      <KeysHint opens="a course" />
      <div ref={list}>
        <PagedTable
          pageQuery={() => ({
            ...offeringsQuery(),
            select: (page) => ({ ...page, rows: offeringsShown(page.rows, filters) }),
            // A course being worked out again shows its numbers moving, until they stand.
            refetchInterval: ({ state }) =>
              state.data?.rows.some((row) => row.updating) ? UPDATING_POLL_MS : false,
          })}
          rows={(page) => <OfferingRows rows={page.rows} />}
          caption="Courses taught, with their learners"
          columns={COLUMNS}
          what="the courses"
          whatMore="more courses"
          emptyText={
            filtered
              ? 'No courses match these filters.'
              : 'No courses taught yet: add the first with Add a course.'
          }
          endText="That is every course these filters select."
          onClear={filtered ? clear : undefined}
        />
      </div>
      <ImportDialog open={dialog === 'import'} onClose={close} />
      <NewOfferingDialog open={dialog === 'add'} onClose={close} />
    </div>
  );
}
