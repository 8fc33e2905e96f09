import {
  CAMPUS_LABELS,
  CAMPUSES,
  INBOX_KINDS,
  INBOX_STATUSES,
  KIND_LABELS,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import type { StaffPerson } from '@aspire/contracts/staff';
import { FilterDate, FilterSelect, deskStyles as styles } from '@aspire/ui/desk.ts';
import type { ReactNode } from 'react';
import type { FilterName, Filters } from './inbox-filters.ts';

type Props = {
  filters: Filters;
  onChange: (name: FilterName, value: string) => void;
  courses: { slug: string; label: string }[];
  people: StaffPerson[];
};

/** The inbox's filters; each change is a new address (see inbox-filters.ts). */
export function FilterBar({ filters, onChange, courses, people }: Props) {
  const select = (name: FilterName, label: string, options: ReactNode) => (
    <FilterSelect name={name} label={label} value={filters[name]} onChange={(value) => onChange(name, value)}>
      {options}
    </FilterSelect>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <FilterDate name={name} label={label} value={filters[name]} onChange={(value) => onChange(name, value)} />
  );
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">Filters</legend>
      {select(
        'kind',
        'Kind',
        <>
          <option value="">Every kind</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </>,
      )}
      {select(
        'status',
        'Status',
        <>
          <option value="">Any status</option>
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </>,
      )}
      {select(
        'course',
        'Course',
        <>
          <option value="">Any course</option>
          {courses.map((course) => (
            <option key={course.slug} value={course.slug}>
              {course.label}
            </option>
          ))}
        </>,
      )}
      {select(
        'campus',
        'Campus',
        <>
          <option value="">Any campus</option>
          {CAMPUSES.map((campus) => (
            <option key={campus} value={campus}>
              {CAMPUS_LABELS[campus]}
            </option>
          ))}
        </>,
      )}
      {select(
        'assignee',
        'Assignee',
        <>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </>,
      )}
      {date('from', 'From')}
      {date('to', 'To')}
    </fieldset>
  );
}
