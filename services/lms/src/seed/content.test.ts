import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from './content.ts';
import { readCourses, SEED_COURSES } from './courses.ts';
import { readOfferings, SEED_OFFERINGS } from './offerings.ts';

/** A copy of the content folder with one file's first entry changed. */
function contentWith(file: string, change: (first: Record<string, unknown>) => Record<string, unknown>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lms-content-'));
  cpSync(CONTENT_DIR, folder, { recursive: true });
  const [first, ...rest] = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  writeFileSync(path.join(folder, file), JSON.stringify([change(first), ...rest]));
  return pathToFileURL(`${folder}/`);
}

describe('the learner area content files', () => {
  it('give every offering its content, and every unit an id used once', () => {
    const slugs = new Set(SEED_COURSES.map((course) => course.slug));
    expect(SEED_OFFERINGS.filter((offering) => !slugs.has(offering.slug))).toEqual([]);
    const units = SEED_COURSES.flatMap((course) => course.sections.flatMap((section) => section.units));
    expect(new Set(units.map((unit) => unit.id)).size).toBe(units.length);
  });

  it('are refused when malformed, naming the file and the field', () => {
    const noClip = contentWith('courses.json', (course) => ({
      ...course,
      sections: [{ title: 'Only', units: [{ id: 'x-1', title: 'A clip', video: 'missing-v1' }] }],
    }));
    expect(() => readCourses(noClip)).toThrow(
      /Content file .*courses\.json is not valid: 0\.sections\.0\.units\.0: /,
    );
    const longCourse = contentWith('offerings.json', (offering) => ({ ...offering, months: 100 }));
    expect(() => readOfferings(longCourse)).toThrow(
      /Content file .*offerings\.json is not valid: 0\.months: At most 72 months/,
    );
  });
});
