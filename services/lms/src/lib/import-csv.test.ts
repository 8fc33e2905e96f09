import { MAX_IMPORT_ROWS } from '@aspire/contracts/learning-desk';
import { ApiError } from '@aspire/service-kit';
import { describe, expect, it } from 'vitest';
import {
  COURSE_ID_NEEDED,
  checkRows,
  HEADER_NEEDED,
  importTooLong,
  notTaught,
  readImport,
  repeatsLine,
  type Standing,
  wrongCount,
} from './import-csv.ts';

/** The 400 a whole file is refused with: its message, also as the field error on `csv`. */
function refusal(csv: string) {
  try {
    readImport(csv);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const { status, message, errors } = error as ApiError;
    expect(status).toBe(400);
    expect(errors).toEqual({ csv: message });
    return message;
  }
  throw new Error('the file was not refused');
}

const taught = new Map([
  [3, { title: 'Master in Islamic Studies' }],
  [15, { title: 'Master in Islamic Studies (Online)' }],
]);
const nobody = (_email: string, _courseId: number): Standing => undefined;

describe('readImport', () => {
  it('reads a header in any case and order, a byte-order mark, CRLF, quotes and blank lines', () => {
    const csv =
      '\uFEFFCourse,EMAIL,Name\r\n' +
      '3,zainab@example.com,"Qureshi, Zainab"\r\n' +
      '\r\n' +
      '15 , imran@example.com ,"Imran ""Bhai"" Sheikh"\r\n' +
      ',,\r\n';
    expect(readImport(csv)).toEqual([
      {
        line: 2,
        count: 3,
        values: { course: '3', email: 'zainab@example.com', name: 'Qureshi, Zainab' },
      },
      {
        line: 4,
        count: 3,
        values: { course: '15', email: 'imran@example.com', name: 'Imran "Bhai" Sheikh' },
      },
    ]);
  });

  it('refuses a file whose header is not email, name and course, saying what is wrong', () => {
    expect(refusal('email,name,course,phone\na@example.com,A,3,98400\n')).toBe(
      'The file has a column we do not take: phone. Keep only email, name and course',
    );
    expect(refusal('email,course\na@example.com,3\n')).toBe(HEADER_NEEDED);
    expect(refusal('email,name,email\na,b,c\n')).toBe(`The column email appears twice. ${HEADER_NEEDED}`);
    expect(refusal('zainab@example.com,Zainab,3\n')).toContain(
      'we do not take: zainab@example.com, zainab, 3',
    );
  });

  it('refuses a file with no learners, or more than the limit', () => {
    expect(refusal('email,name,course\r\n\r\n')).toBe('The file has no learners under its header line');
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `l${i}@example.com,L ${i},3`);
    expect(refusal(['email,name,course', ...rows].join('\n'))).toBe(importTooLong(MAX_IMPORT_ROWS + 1));
    expect(importTooLong(MAX_IMPORT_ROWS + 1)).toBe(
      'The file has 2,001 learners; import at most 2,000 at a time',
    );
  });

  it('names the line it cannot read', () => {
    expect(refusal('email,name,course\na@example.com,A,3\n"b@example.com,B,3\n')).toBe(
      'Line 3 could not be read: a quotation mark is opened and never closed',
    );
    expect(refusal('email,name,course\n"a@example.com" x,A,3\n')).toBe(
      'Line 2 could not be read: a closing quotation mark is followed by more text',
    );
  });
});

describe('checkRows', () => {
  const check = (csv: string, standing = nobody) =>
    checkRows(readImport(`email,name,course\n${csv}`), taught, standing);

  it('enrols a good row, with the address lower-cased and the course titled', () => {
    expect(check(' Zainab@Example.COM , Zainab Qureshi ,3')).toEqual([
      {
        line: 2,
        email: 'zainab@example.com',
        name: 'Zainab Qureshi',
        courseId: 3,
        courseTitle: 'Master in Islamic Studies',
        outcome: 'enrol',
        errors: {},
      },
    ]);
  });

  it('refuses a bad row with a message per column, as it was written', () => {
    const [row] = check('not-an-address,,Master');
    expect(row).toMatchObject({
      line: 2,
      email: 'not-an-address',
      name: '',
      courseId: null,
      outcome: 'refused',
    });
    expect(row?.errors).toEqual({
      email: 'Enter a valid email address',
      name: 'Enter the learner name',
      course: COURSE_ID_NEEDED,
    });
    expect(check('a@example.com,A,7')[0]?.errors).toEqual({ course: notTaught(7) });
    expect(check('a@example.com,A,3.5')[0]?.errors).toEqual({ course: COURSE_ID_NEEDED });
    expect(check('a@example.com,A,3,extra')[0]?.errors).toEqual({ row: wrongCount(4) });
    expect(check('a@example.com,A')[0]?.errors).toEqual({ course: COURSE_ID_NEEDED, row: wrongCount(2) });
  });

  it('refuses a repeated row on its second line; the same person in both twins is two enrolments', () => {
    const rows = check('a@example.com,A,3\nb@example.com,B,3\nA@Example.com,A again,3\na@example.com,A,15');
    expect(rows.map((row) => [row.line, row.outcome, row.errors])).toEqual([
      [2, 'enrol', {}],
      [3, 'enrol', {}],
      [4, 'refused', { row: repeatsLine(2) }],
      [5, 'enrol', {}],
    ]);
  });

  it('does not count a refused row as the original of a later one', () => {
    const rows = check('a@example.com,,3\na@example.com,A,3');
    expect(rows.map((row) => row.outcome)).toEqual(['refused', 'enrol']);
  });

  it('finds those enrolled already, and enrols a withdrawn learner again', () => {
    const standing = (email: string, courseId: number): Standing =>
      email === 'a@example.com' && courseId === 3
        ? 'enrolled'
        : email === 'b@example.com'
          ? 'withdrawn'
          : undefined;
    expect(
      check('a@example.com,A,3\nb@example.com,B,3\na@example.com,A,15', standing).map((r) => r.outcome),
    ).toEqual(['already-enrolled', 'enrol', 'enrol']);
  });
});
