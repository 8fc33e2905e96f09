/**
 * Prints the total of the vitest run and of the Playwright runs whose JSON reports are named as arguments
 * (`.results/playwright.json` if none) as the run's last line: "N passed, N failed".
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const read = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read('.results/vitest.json') as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
} | null;
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
};
const playwrightFiles = process.argv.length > 2 ? process.argv.slice(2) : ['.results/playwright.json'];

// CI keeps only the tail of the output, so the failures are named again just above the total.
const failures: string[] = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults) {
    if (test.status === 'failed')
      failures.push(`vitest ${relative(process.cwd(), file.name)} > ${test.fullName}`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
} else {
  console.log('vitest: no results (the run did not complete)');
  failed += 1;
}
for (const file of playwrightFiles) {
  const playwright = read(file) as PlaywrightReport | null;
  if (playwright) {
    const { expected, unexpected, flaky, skipped: pwSkipped } = playwright.stats;
    passed += expected;
    failed += unexpected + flaky + (playwright.errors?.length ?? 0);
    skipped += pwSkipped;
    console.log(`playwright (${file}): ${expected} passed, ${unexpected + flaky} failed`);
  } else {
    console.log(`playwright (${file}): no results (the run did not complete)`);
    failed += 1;
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
if (skipped) console.log(`skipped: ${skipped} (a skipped test is a defect)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
