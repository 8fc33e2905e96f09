/**
 * Reading a CSV of learners to enrol (`email,name,course`), and checking each row before anything is
 * written. Parsing is csv-parse's (quotes, a byte-order mark, CRLF or LF); the rules are ours.
 */
import { type ImportRow, MAX_IMPORT_ROWS } from '@aspire/contracts/learning-desk';
import { staffEnrolmentSchema } from '@aspire/contracts/lms';
import { ApiError } from '@aspire/service-kit';
import { CsvError, type Info, parse } from 'csv-parse/sync';

export const IMPORT_COLUMNS = ['email', 'name', 'course'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

/** One row of the file as written: its line (the header is line 1) and its values by column. */
export type ImportLine = { line: number; values: Record<Column, string>; count: number };

export const HEADER_NEEDED = 'The first line must name the columns: email, name, course';
export const importTooLong = (rows: number) =>
  `The file has ${rows.toLocaleString('en-IN')} learners; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} at a time`;
export const COURSE_ID_NEEDED = 'Enter the catalogue number of the course, such as 3';
export const notTaught = (courseId: number) => `The learner area does not teach course ${courseId}`;
export const repeatsLine = (line: number) => `Repeats line ${line}: the same e-mail and course`;
export const wrongCount = (count: number) =>
  `This row has ${count} values; it needs 3 (email, name and course)`;

/** The whole file is refused: a 400 whose field error is on the file. */
const refuseFile = (message: string) => new ApiError(400, message, { csv: message });

const UNREADABLE: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quotation mark is opened and never closed',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quotation mark is followed by more text',
};

/** A parsed row with where it was: the parser's `info` option, which its types do not describe. */
type ParsedRecord = { record: string[]; info: Info };

function records(csv: string) {
  try {
    return parse(csv, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A stray quotation mark inside a value (`O"Brien`) is part of the value.
      relax_quotes: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const before = Number(error.records ?? 0) + Number(error.empty_lines ?? 0);
    const why = UNREADABLE[error.code] ?? 'it is not valid CSV';
    throw refuseFile(`Line ${before + 1} could not be read: ${why}`);
  }
}

/** The columns of the header row, in any case and order; anything missing or extra refuses the file. */
function columnsOf(header: string[]) {
  const names = header.map((name) => name.toLowerCase());
  const extra = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (extra.length > 0)
    throw refuseFile(
      `The file has ${extra.length === 1 ? 'a column' : 'columns'} we do not take: ${extra.join(', ')}. Keep only email, name and course`,
    );
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw refuseFile(`The column ${repeated} appears twice. ${HEADER_NEEDED}`);
  if (names.length !== IMPORT_COLUMNS.length) throw refuseFile(HEADER_NEEDED);
  return names as Column[];
}

/**
 * The file's rows, each with its line as a spreadsheet numbers it (blank lines counted, the header
 * line 1). Refuses the whole file (400) when it cannot be read, its header is not `email,name,course`,
 * it has no rows or more than MAX_IMPORT_ROWS.
 */
export function readImport(csv: string): ImportLine[] {
  const [header, ...rows] = records(csv);
  if (!header) throw refuseFile(HEADER_NEEDED);
  const columns = columnsOf(header.record);
  // A row of empty cells is what spreadsheets leave under the last one: not a learner.
  const filled = rows.filter(({ record }) => record.some((value) => value !== ''));
  if (filled.length === 0) throw refuseFile('The file has no learners under its header line');
  if (filled.length > MAX_IMPORT_ROWS) throw refuseFile(importTooLong(filled.length));
  return filled.map(({ record, info }) => ({
    line: info.records + info.empty_lines,
    count: record.length,
    values: Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ''])) as Record<
      Column,
      string
    >,
  }));
}

const { email: emailSchema, name: nameSchema, courseId: courseSchema } = staffEnrolmentSchema.shape;

/** Where an address is enrolled in a course, as the import needs to know it. */
export type Standing = 'enrolled' | 'withdrawn' | undefined;

/**
 * What each row would do: enrol, find the learner enrolled already, or be refused (with a message per
 * column). `taught` names the courses the learner area teaches by id; `standing` says whether an
 * address is enrolled in a course now. A row repeating an earlier one (same address and course) is
 * refused, the earlier one kept.
 */
export function checkRows(
  lines: ImportLine[],
  taught: ReadonlyMap<number, { title: string }>,
  standing: (email: string, courseId: number) => Standing,
): ImportRow[] {
  const seen = new Map<string, number>();
  return lines.map(({ line, values, count }) => {
    const errors: Record<string, string> = {};
    const email = emailSchema.safeParse(values.email);
    const name = nameSchema.safeParse(values.name);
    const course = courseSchema.safeParse(values.course);
    if (!email.success) errors.email = email.error.issues[0]?.message ?? 'Enter a valid email address';
    if (!name.success) errors.name = name.error.issues[0]?.message ?? 'Enter the learner name';
    const courseId = course.success ? course.data : null;
    const offering = courseId === null ? undefined : taught.get(courseId);
    if (courseId === null) errors.course = COURSE_ID_NEEDED;
    else if (!offering) errors.course = notTaught(courseId);
    if (count !== IMPORT_COLUMNS.length) errors.row = wrongCount(count);
    // Only a row that would be enrolled counts as the first: a refused one is no one's original.
    if (Object.keys(errors).length === 0 && email.success) {
      const key = `${email.data} ${courseId}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else errors.row = repeatsLine(first);
    }
    const address = email.success ? email.data : values.email;
    const refused = Object.keys(errors).length > 0;
    const enrolled = !refused && standing(address, courseId as number) === 'enrolled';
    return {
      line,
      email: address,
      name: name.success ? name.data : values.name,
      courseId,
      courseTitle: offering?.title ?? null,
      outcome: refused ? 'refused' : enrolled ? 'already-enrolled' : 'enrol',
      errors,
    };
  });
}
