import { type Course, courseSchema } from '@aspire/contracts/catalog';
import { readContentFile } from '@aspire/service-kit/content-files';
import { z } from 'zod';

/** `services/catalog/content/`, two levels up from both `src/seed/` and the bundle's `dist/node/`. */
export const CONTENT_DIR = new URL('../../content/', import.meta.url);

/** Generated art never changes under a URL; a new version of the art gets a new `v` segment. */
export const ART_VERSION = 'v1';

/** The catalogue's courses as `content/courses.json` holds them; unknown fields are refused as typos. */
export const readCourses = (folder = CONTENT_DIR): Course[] =>
  readContentFile(folder, 'courses.json', z.array(courseSchema.strict()));

/** The 18 courses of the catalogue (spec section 3), as first seeded; read when the service starts. */
export const SEED_COURSES = readCourses();
