/** `services/lms/content/`, two levels up from both `src/seed/` and the bundle's `dist/node/`. */
export const CONTENT_DIR = new URL('../../content/', import.meta.url);
