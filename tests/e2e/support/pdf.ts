import { execFileSync } from 'node:child_process';

/** A PDF's text as `pdftotext -layout` reads it (poppler-utils, as scripts/test.sh installs). */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
