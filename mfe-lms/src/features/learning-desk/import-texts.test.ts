import { describe, expect, it } from 'vitest';
import { countsText, importLabel, outcomeText, refusalText, verdictText } from './import-texts.ts';
import { importReport, importRow, REPORT_ROWS } from './test-support.tsx';

describe("an import's texts", () => {
  it('names a refused row’s reasons column by column, in the file’s order, the row’s own last', () => {
    expect(
      refusalText({
        row: 'This row repeats line 2',
        course: 'Choose a course',
        email: 'Enter a valid email address',
      }),
    ).toBe('e-mail: Enter a valid email address; course: Choose a course; This row repeats line 2');
  });

  it('says what a row will do, did, or why it is refused or skipped', () => {
    const refusedRow = REPORT_ROWS[2]!;
    const why = 'e-mail: Enter a valid email address; course: No course 99 is taught';
    expect(outcomeText(refusedRow, { dryRun: true, written: false })).toBe(`Refused: ${why}`);
    expect(outcomeText(refusedRow, { dryRun: false, written: true })).toBe(`Skipped: ${why}`);
    expect(outcomeText(refusedRow, { dryRun: false, written: false })).toBe(`Refused: ${why}`);
    expect(outcomeText(importRow(), { dryRun: false, written: false })).toBe('Will enrol');
  });

  it('counts in words, and says what comes next', () => {
    const good = importReport([importRow()]);
    expect(countsText(good)).toBe('1 row: 1 will enrol, none already enrolled, none refused.');
    expect(importLabel(good)).toBe('Import 1 learner');
    expect(verdictText(good)).toBe('Every row is good. Nothing is written until you import.');
    const already = importReport([importRow({ outcome: 'already-enrolled' })]);
    expect(verdictText(already)).toBe('Nothing to import: everyone in the file is already enrolled.');
    expect(verdictText({ ...already, dryRun: false, written: true })).toBe(
      'Nothing needed doing: everyone in the file was already enrolled.',
    );
    const mixed = importReport([...REPORT_ROWS, importRow({ line: 5 })]);
    expect(importLabel(mixed)).toBe('Import the 2 good rows and skip the refused');
  });
});
