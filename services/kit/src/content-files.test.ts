import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readContentFile } from './content-files.ts';

const folder = pathToFileURL(`${mkdtempSync(path.join(tmpdir(), 'content-'))}/`);
const write = (file: string, text: string) => writeFileSync(new URL(file, folder), text);
const list = z.array(
  z.object({ id: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date') }),
);

describe('readContentFile', () => {
  it('answers the parsed, validated content', () => {
    write('events.json', '[{"id": "open-day", "date": "2027-05-15", "extra": 1}]');
    expect(readContentFile(folder, 'events.json', list)).toEqual([{ id: 'open-day', date: '2027-05-15' }]);
  });

  it('refuses an invalid file, naming the file and the field', () => {
    write('events.json', '[{"id": "open-day", "date": "2027-05-15"}, {"id": "forum", "date": "soon"}]');
    expect(() => readContentFile(folder, 'events.json', list)).toThrow(
      /^Content file .*events\.json is not valid: 1\.date: Must be a date$/,
    );
    write('events.json', '{}');
    expect(() => readContentFile(folder, 'events.json', list)).toThrow(
      /events\.json is not valid: the file: /,
    );
  });

  it('refuses a file that is not JSON, or missing, naming it', () => {
    write('posts.json', '[{"id": "a",}]');
    expect(() => readContentFile(folder, 'posts.json', list)).toThrow(
      /^Content file .*posts\.json could not be read: /,
    );
    expect(() => readContentFile(folder, 'gone.json', list)).toThrow(
      /gone\.json could not be read: .*ENOENT/,
    );
  });
});
