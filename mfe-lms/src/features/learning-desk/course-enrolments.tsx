import {
  ClearFilters,
  deskStyles as desk,
  ExportButton,
  FilterSelect,
  KeysHint,
  PagedTable,
  SearchBox,
  today,
  useListKeys,
  type useUrlFilters,
} from '@aspire/ui/desk.ts';
import { useRef } from 'react';
import { courseEnrolmentsQuery, courseReportCsv } from './desk-api.ts';
import { type FILTER_CHECKS, PROGRESS_LABELS, STATE_LABELS, searchOf } from './enrolment-filters.ts';
import { COLUMNS, EnrolmentRows } from './enrolment-rows.tsx';

/** The course page's filters (its address's), which the list shows and changes. */
type FilterControls = ReturnType<typeof useUrlFilters<keyof typeof FILTER_CHECKS>>;

/**
 * A course's learners: searched as one types, filtered by state and progress (all in the address), and
 * the same rows downloaded as the course's progress report.
 */
export function CourseEnrolments({ courseId, controls }: { courseId: number; controls: FilterControls }) {
  const { filters, filtered, setFilter, clear } = controls;
  const search = searchOf(filters);
  const searchField = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchField);

  return (
    <section className={desk.column} aria-labelledby="learners-heading">
      <div className={desk.head}>
        <h2 id="learners-heading">Learners</h2>
        <div className={desk.actions}>
          <ExportButton
            label="Download report (CSV)"
            load={() => courseReportCsv(courseId, search)}
            filename={() => `aspire-course-${courseId}-progress-${today()}.csv`}
          />
        </div>
      </div>
      <SearchBox
        id="learners-search"
        placeholder="The start of a name or e-mail"
        className={desk.search}
        value={filters.q ?? ''}
        onSearch={(text) => setFilter('q', text.trim())}
        inputRef={searchField}
      />
      <fieldset className={desk.filters}>
        <legend className="visually-hidden">Filters</legend>
        <FilterSelect
          name="state"
          label="State"
          value={filters.state}
          onChange={(value) => setFilter('state', value)}
        >
          <option value="">Any state</option>
          {Object.entries(STATE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          name="progress"
          label="Progress"
          value={filters.progress}
          onChange={(value) => setFilter('progress', value)}
        >
          <option value="">Any progress</option>
          {Object.entries(PROGRESS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
      </fieldset>
      <ClearFilters filtered={filtered} onClear={clear} />
      <KeysHint opens="an enrolment" />
      <div ref={list}>
        <PagedTable
          // The page read this list (with the course) just before drawing it: not read twice on mount.
          pageQuery={(after) => ({
            ...courseEnrolmentsQuery(courseId, search, after),
            refetchOnMount: false,
          })}
          rows={(page) => <EnrolmentRows rows={page.rows} />}
          caption="The course’s learners, by name"
          columns={COLUMNS}
          what="the learners"
          whatMore="more learners"
          emptyText={
            filtered
              ? 'No learners match these filters.'
              : 'Nobody is enrolled yet: enrol the first above, or import a file from the Learning page.'
          }
          endText="That is every learner these filters select."
          onClear={filtered ? clear : undefined}
        />
      </div>
    </section>
  );
}
