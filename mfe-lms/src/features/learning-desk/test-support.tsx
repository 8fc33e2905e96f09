import type {
  CourseEnrolmentRow,
  EnrolmentRecord,
  ImportReport,
  ImportRow,
  Offering,
} from '@aspire/contracts/learning-desk';
import type { AuditEntry } from '@aspire/contracts/staff';

// The enrolments desk's test records.

export const SALMA = { id: 'u-salma', name: 'Salma Begum', email: 'salma@aspirecollege.in' };

export const offering = (overrides: Partial<Offering> = {}): Offering => ({
  courseId: 7,
  title: 'Diploma in Islamic Studies',
  slug: 'diploma-islamic-studies',
  months: 12,
  requiresSignOff: true,
  batchStart: '2026-06-01',
  enrolled: 40,
  invited: 6,
  completed: 9,
  certified: 7,
  awaitingSignOff: 2,
  units: 12,
  updating: false,
  ...overrides,
});

export const enrolmentRow = (overrides: Partial<CourseEnrolmentRow> = {}): CourseEnrolmentRow => ({
  id: 'e-asha',
  email: 'asha.rao@example.in',
  name: 'Asha Rao',
  state: 'active',
  startDate: '2026-06-01',
  endDate: '2027-05-31',
  enrolledAt: '2026-05-20T04:30:00.000Z',
  completedUnits: 7,
  units: 12,
  progress: 58,
  lastActivityAt: '2026-07-02T09:15:00.000Z',
  awaitingSignOff: false,
  certificate: null,
  erasedAt: null,
  ...overrides,
});

export const enrolmentRecord = (overrides: Partial<EnrolmentRecord> = {}): EnrolmentRecord => ({
  ...enrolmentRow(),
  courseId: 7,
  courseTitle: 'Diploma in Islamic Studies',
  audit: [],
  ...overrides,
});

/** An action the service recorded on the enrolment, by Salma unless said otherwise. */
export const auditEntry = (
  action: string,
  at: string,
  extra: Pick<AuditEntry, 'changes' | 'note'> = {},
  actor = SALMA,
): AuditEntry => ({
  id: `a-${at}`,
  at,
  actor,
  service: 'lms',
  action,
  subject: { kind: 'enrolment', id: 'e-asha', label: 'Asha Rao' },
  ...extra,
});

export const importRow = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  line: 2,
  email: 'asha.rao@example.in',
  name: 'Asha Rao',
  courseId: 7,
  courseTitle: 'Diploma in Islamic Studies',
  outcome: 'enrol',
  errors: {},
  ...overrides,
});

/** A report of `rows`, its counts taken from them. */
export const importReport = (
  rows: ImportRow[],
  { dryRun = true, written }: { dryRun?: boolean; written?: boolean } = {},
): ImportReport => ({
  dryRun,
  written: written ?? !dryRun,
  rows,
  counts: {
    enrol: rows.filter((row) => row.outcome === 'enrol').length,
    already: rows.filter((row) => row.outcome === 'already-enrolled').length,
    refused: rows.filter((row) => row.outcome === 'refused').length,
  },
});

/** Three learners, the third refused for its e-mail and course. */
export const REPORT_ROWS = [
  importRow(),
  importRow({ line: 3, email: 'imran.khan@example.in', name: 'Imran Khan', outcome: 'already-enrolled' }),
  importRow({
    line: 4,
    email: 'farah@',
    name: 'Farah Naaz',
    courseId: 99,
    courseTitle: null,
    outcome: 'refused',
    errors: { course: 'No course 99 is taught', email: 'Enter a valid email address' },
  }),
];

/** Gives the file input a chosen file, as the browser's file picker would, and tells React. */
export function chooseFile(input: HTMLInputElement, file: File | null) {
  Object.defineProperty(input, 'files', { value: file ? [file] : [], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
