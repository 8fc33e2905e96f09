/** For tests: a PDF's text as `pdftotext -layout` reads it (poppler-utils; scripts/toolchain.sh installs it). */
import { execFileSync } from 'node:child_process';

export const pdfText = (bytes: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
