import { describe, expect, it } from 'vitest';
import { PUBLISH_AT_PAST, restoreSchema, scheduleSchema, versionedSchema } from './publishing.ts';

/** The first message per field, as the services answer them. */
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issues: Record<string, string> = {};
  for (const { path, message } of result.error?.issues ?? []) issues[path.join('.')] ??= message;
  return issues;
}

describe('publishing requests', () => {
  it('name the version the editor saw: 0 for content never edited, never a fraction or a string', () => {
    expect(versionedSchema.safeParse({ version: 0 }).success).toBe(true);
    expect(versionedSchema.safeParse({ version: 7 }).success).toBe(true);
    for (const version of [-1, 1.5, '3', undefined])
      expect(issuesOf(versionedSchema.safeParse({ version })), String(version)).toEqual({
        version: 'Reload the page and try again',
      });
  });

  it('schedule only a time in the future, with its zone', () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    expect(scheduleSchema.safeParse({ version: 2, publishAt: inAnHour.toISOString() }).success).toBe(true);
    // As a browser in India may send it.
    const local = `${new Date(inAnHour.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`;
    expect(scheduleSchema.safeParse({ version: 2, publishAt: local }).success).toBe(true);

    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    expect(issuesOf(scheduleSchema.safeParse({ version: 2, publishAt: anHourAgo }))).toEqual({
      publishAt: PUBLISH_AT_PAST,
    });
    expect(issuesOf(scheduleSchema.safeParse({ version: 2, publishAt: 'next Monday' }))).toEqual({
      publishAt: 'Enter a date and time',
    });
  });

  it('restore a revision named by its version', () => {
    expect(restoreSchema.safeParse({ version: 4, revision: 0 }).success).toBe(true);
    expect(issuesOf(restoreSchema.safeParse({ version: 4, revision: -2 }))).toEqual({
      revision: 'Choose a revision',
    });
    expect(issuesOf(restoreSchema.safeParse({ version: 4 }))).toEqual({ revision: 'Choose a revision' });
  });
});
