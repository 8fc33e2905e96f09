import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ART_VERSION, CONTENT_DIR, readCourses, SEED_COURSES } from './courses.ts';

describe('the catalogue content file', () => {
  it('holds 18 courses with distinct ids, their art under the current version', () => {
    expect(new Set(SEED_COURSES.map((course) => course.id)).size).toBe(18);
    for (const course of SEED_COURSES) {
      expect(course.image).toBe(`/api/catalog/media/${ART_VERSION}/courses/${course.id}/banner.svg`);
      expect(course.brochurePdf).toBe(`/api/catalog/media/brochures/${course.id}.pdf`);
    }
  });

  it('is refused when malformed, naming the file and the field', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'catalog-content-'));
    cpSync(CONTENT_DIR, folder, { recursive: true });
    const file = path.join(folder, 'courses.json');
    const [first, ...rest] = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(
      file,
      JSON.stringify([{ ...first, reviews: [{ ...first.reviews[0], date: '2024-01-05' }] }, ...rest]),
    );
    expect(() => readCourses(pathToFileURL(`${folder}/`))).toThrow(
      /Content file .*courses\.json is not valid: 0\.reviews\.0\.date: /,
    );
  });
});
