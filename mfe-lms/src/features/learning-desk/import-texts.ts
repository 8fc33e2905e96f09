import type { ImportReport, ImportRow } from '@aspire/contracts/learning-desk';

const COLUMN_NAMES: Record<string, string> = { email: 'e-mail', name: 'name', course: 'course' };
/** The columns in the file's order, then the row as a whole. */
const ORDER = ['email', 'name', 'course', 'row'];
const rank = (column: string) => (ORDER.includes(column) ? ORDER.indexOf(column) : ORDER.length);

/** Why a row is refused, column by column: "e-mail: Enter a valid email address; course: …". */
export const refusalText = (errors: ImportRow['errors']) =>
  Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([column, message]) => (column in COLUMN_NAMES ? `${COLUMN_NAMES[column]}: ${message}` : message))
    .join('; ');

/**
 * What became of a row: what it will do (a check, or a file refused whole), or what it did (an import
 * that wrote, its refused rows skipped).
 */
export function outcomeText(row: ImportRow, report: Pick<ImportReport, 'dryRun' | 'written'>) {
  const done = !report.dryRun && report.written;
  if (row.outcome === 'enrol') return done ? 'Enrolled and invited' : 'Will enrol';
  if (row.outcome === 'already-enrolled') return 'Already enrolled';
  return `${done ? 'Skipped' : 'Refused'}: ${refusalText(row.errors)}`;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The report's counts in a line: "3 rows: 2 will enrol, 1 already enrolled, none refused." */
export function countsText({ dryRun, written, rows, counts }: ImportReport) {
  const done = !dryRun && written;
  const parts = [
    `${counts.enrol || 'none'} ${done ? 'enrolled and invited' : 'will enrol'}`,
    `${counts.already || 'none'} already enrolled`,
    `${counts.refused || 'none'} ${done ? 'skipped' : 'refused'}`,
  ];
  return `${plural(rows.length, 'row')}: ${parts.join(', ')}.`;
}

/** What the report means for the person: what happens next, or what was done. */
export function verdictText({ dryRun, written, counts }: ImportReport) {
  if (dryRun && counts.refused > 0)
    return 'Nothing will be written until the refused rows are fixed: correct the file and check it again, or import the good rows and skip the refused.';
  if (dryRun)
    return counts.enrol > 0
      ? 'Every row is good. Nothing is written until you import.'
      : 'Nothing to import: everyone in the file is already enrolled.';
  if (!written) return 'Nothing was written: some rows are refused now. Check the file again to see why.';
  return counts.enrol > 0
    ? 'Done. The invitations are on their way.'
    : 'Nothing needed doing: everyone in the file was already enrolled.';
}

/** The import's button: "Import 3 learners", or with refused rows "Import the 2 good rows and skip the refused". */
export const importLabel = ({ counts }: ImportReport) =>
  counts.refused > 0
    ? `Import the ${plural(counts.enrol, 'good row')} and skip the refused`
    : `Import ${plural(counts.enrol, 'learner')}`;
