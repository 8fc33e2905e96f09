import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ZodType, z } from 'zod';
import { fieldErrors } from './envelope.ts';

/**
 * One JSON file of a service's `content/` folder: the college's texts as first loaded into the database.
 * Read synchronously at start, so a missing, malformed or invalid file stops the start with its name and
 * the failing fields instead of seeding half the site.
 */
export function readContentFile<T extends ZodType>(folder: URL, file: string, schema: T): z.output<T> {
  const location = fileURLToPath(new URL(file, folder));
  const shown = path.relative(process.cwd(), location) || location;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(location, 'utf8'));
  } catch (error) {
    throw new Error(`Content file ${shown} could not be read: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = Object.entries(fieldErrors(result.error.issues))
    .slice(0, 5)
    .map(([field, message]) => `${field === '_' ? 'the file' : field}: ${message}`);
  throw new Error(`Content file ${shown} is not valid: ${fields.join('; ')}`);
}
