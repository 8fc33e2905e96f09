// @vitest-environment happy-dom
import { MAX_IMPORT_BYTES } from '@aspire/contracts/learning-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  refused,
  settle,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CoursesList } from './courses-list.tsx';
import { chooseFile, importReport, importRow, offering, REPORT_ROWS } from './test-support.tsx';

const desk = deskHarness();

const CSV =
  'email,name,course\nasha.rao@example.in,Asha Rao,7\nimran.khan@example.in,Imran Khan,7\nfarah@,Farah Naaz,99\n';
const csvFile = (text = CSV) => new File([text], 'learners.csv', { type: 'text/csv' });

type ImportBody = { csv: string; dryRun: boolean; skipRefused: boolean };
/** The desk with the service answering imports by `answer` (a dry run, or the real one). */
async function openImport(answer: (body: ImportBody) => Response) {
  desk.serve([
    ['GET', /^lms\/staff\/learning\/courses$/, () => ok([offering()])],
    [
      'POST',
      /^lms\/staff\/learning\/imports$/,
      async (request) => answer((await request.json()) as ImportBody),
    ],
  ]);
  await desk.render('/staff/learning', '/staff/learning', <CoursesList />);
  await until(() => desk.dom.container.querySelectorAll('tbody a').length === 1);
  await act(async () => button(desk.dom.container, 'Import learners…').click());
  await settle(10);
}
const dialog = () => desk.dom.container.querySelector('dialog[open]') as HTMLDialogElement;
const fileInput = () => byLabel(dialog(), 'CSV file');
const click = async (name: string) => {
  await act(async () => button(dialog(), name).click());
  await settle();
};
const sentImports = () => desk.bodies('POST', /imports$/) as Promise<ImportBody[]>;
const rowsShown = () =>
  [...dialog().querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
const fileError = () => document.getElementById('import-file-error')?.textContent;

async function check(file: File | null = csvFile()) {
  await act(async () => chooseFile(fileInput(), file));
  await click('Check the file');
}

describe('importing learners from a CSV file', () => {
  it('checks the file first: a refused row is named and nothing is written', async () => {
    await openImport(() => ok(importReport(REPORT_ROWS)));
    expect(dialog().querySelector('h2')?.textContent).toBe('Import learners');
    expect(document.activeElement).toBe(fileInput());
    await check();
    await until(() => rowsShown().length === 3);
    expect(await sentImports()).toEqual([{ csv: CSV, dryRun: true, skipRefused: false }]);
    expect(rowsShown()).toEqual([
      ['2', 'asha.rao@example.in', 'Asha Rao', '7 · Diploma in Islamic Studies', 'Will enrol'],
      ['3', 'imran.khan@example.in', 'Imran Khan', '7 · Diploma in Islamic Studies', 'Already enrolled'],
      [
        '4',
        'farah@',
        'Farah Naaz',
        '99',
        'Refused: e-mail: Enter a valid email address; course: No course 99 is taught',
      ],
    ]);
    // The counts take the focus, so they are read out; then what they mean.
    expect(document.activeElement?.textContent).toBe('3 rows: 1 will enrol, 1 already enrolled, 1 refused.');
    expect(dialog().textContent).toContain(
      'Nothing will be written until the refused rows are fixed: correct the file and check it again, or import the good rows and skip the refused.',
    );
    expect(button(dialog(), 'Import the 1 good row and skip the refused')).toBeDefined();
    expect(await seriousAxeIssues(dialog())).toEqual([]);

    // Another file starts again, with nothing written.
    await click('Choose another file');
    await settle(10);
    expect(document.activeElement).toBe(fileInput());
    expect((await sentImports()).map((body) => body.dryRun)).toEqual([true]);
  });

  it('imports the good rows and skips the refused when asked to, then says what was done', async () => {
    await openImport((body) =>
      ok(
        body.dryRun
          ? importReport(REPORT_ROWS)
          : importReport(REPORT_ROWS, { dryRun: false, written: body.skipRefused }),
      ),
    );
    await check();
    await until(() => rowsShown().length === 3);
    await click('Import the 1 good row and skip the refused');
    await until(() => dialog().textContent?.includes('What was done') ?? false);
    expect(await sentImports()).toEqual([
      { csv: CSV, dryRun: true, skipRefused: false },
      { csv: CSV, dryRun: false, skipRefused: true },
    ]);
    expect(rowsShown().map((row) => row[4])).toEqual([
      'Enrolled and invited',
      'Already enrolled',
      'Skipped: e-mail: Enter a valid email address; course: No course 99 is taught',
    ]);
    expect(document.activeElement?.textContent).toBe(
      '3 rows: 1 enrolled and invited, 1 already enrolled, 1 skipped.',
    );
    expect(dialog().textContent).toContain('Done. The invitations are on their way.');
    // The courses' numbers are read again.
    await until(() => desk.requests().filter((r) => r === 'GET lms/staff/learning/courses').length === 2);
    await click('Close');
    expect(desk.dom.container.querySelector('dialog[open]')).toBeNull();
  });

  it('imports a file with every row good as it is', async () => {
    const rows = [importRow(), importRow({ line: 3, email: 'imran.khan@example.in', name: 'Imran Khan' })];
    await openImport((body) => ok(importReport(rows, { dryRun: body.dryRun })));
    await check();
    await until(() => rowsShown().length === 2);
    expect(dialog().textContent).toContain('Every row is good. Nothing is written until you import.');
    await click('Import 2 learners');
    await until(() => dialog().textContent?.includes('Done.') ?? false);
    expect((await sentImports()).at(-1)).toEqual({ csv: CSV, dryRun: false, skipRefused: false });
  });

  it('says when the real run found refused rows after all, and that nothing was written', async () => {
    await openImport((body) =>
      ok(
        body.dryRun
          ? importReport([importRow()])
          : importReport([importRow({ outcome: 'refused', errors: { row: 'This row repeats line 2' } })], {
              dryRun: false,
              written: false,
            }),
      ),
    );
    await check();
    await click('Import 1 learner');
    await until(() => dialog().textContent?.includes('Nothing was written') ?? false);
    expect(rowsShown().map((row) => row[4])).toEqual(['Refused: This row repeats line 2']);
    expect(() => button(dialog(), 'Import 1 learner')).toThrow();
  });

  it('refuses a missing or too large file before sending it, and says the service’s refusal under the file', async () => {
    await openImport(() =>
      refused(400, 'Invalid import', { csv: 'The header row must be email,name,course' }),
    );
    await click('Check the file');
    expect(fileError()).toBe('Choose a CSV file');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');

    await check(csvFile('x'.repeat(MAX_IMPORT_BYTES + 1)));
    expect(fileError()).toBe(
      'This file is 61 KB; one import takes at most 60 KB (about 2,000 learners). Split it into smaller files.',
    );
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);

    await check(csvFile(''));
    expect(fileError()).toBe('The file is empty');

    await check(csvFile('name,email\nAsha,asha@example.in\n'));
    await until(() => fileError() === 'The header row must be email,name,course');
    expect(document.activeElement).toBe(fileInput());
    expect(fileInput().getAttribute('aria-describedby')).toBe('import-file-hint import-file-error');
    expect(await seriousAxeIssues(dialog())).toEqual([]);
  });
});
