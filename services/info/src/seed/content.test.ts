import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, readInfoContent } from './content.ts';

/** A copy of the content folder with one file rewritten. */
function contentWith(file: string, change: (data: Record<string, unknown>[]) => unknown) {
  const folder = mkdtempSync(path.join(tmpdir(), 'info-content-'));
  cpSync(CONTENT_DIR, folder, { recursive: true });
  const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  writeFileSync(path.join(folder, file), JSON.stringify(change(data)));
  return pathToFileURL(`${folder}/`);
}

describe('the info content files', () => {
  it('hold events with real dates, both held and to come, and ids used once per list', () => {
    const content = readInfoContent();
    expect(content.events.some((event) => event.date.end < '2026-01-01')).toBe(true);
    expect(content.events.some((event) => event.date.start > '2027-06-30')).toBe(true);
    for (const [list, documents] of Object.entries(content)) {
      const ids = documents.map((document) => document.id);
      expect(new Set(ids).size, list).toBe(ids.length);
    }
  });

  it('refuse a malformed file, naming the file and the field', () => {
    const badDate = contentWith('events.json', ([first, ...rest]) => [
      { ...first, date: { start: '9 Oct 2027', end: '2027-10-10' } },
      ...rest,
    ]);
    expect(() => readInfoContent(badDate)).toThrow(
      /Content file .*events\.json is not valid: 0\.date\.start: Must be a date as YYYY-MM-DD/,
    );
    const typo = contentWith('posts.json', ([first, ...rest]) => [{ ...first, tittle: 'x' }, ...rest]);
    expect(() => readInfoContent(typo)).toThrow(/posts\.json is not valid: 0: Unrecognized key: "tittle"/);
  });
});
