import type { MediaKind, MediaLibraryItem } from '@aspire/contracts/media';
import type { Actor } from '@aspire/contracts/staff';
import type { AuditChange, AuditLog } from '../audit.ts';
import type { Replacement } from './store.ts';

type Changes = NonNullable<AuditChange['changes']>;

/** An entry's subject: the picture or document, by id, labelled with the name staff know it by. */
const subjectOf = (kind: MediaKind, id: string, item: MediaLibraryItem | null) => ({
  kind,
  id,
  ...(item && { label: item.name }),
});

/** Each of `fields` whose value differs, before and after. */
function changesBetween<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]) {
  const changes: Changes = {};
  for (const field of fields)
    if (before[field] !== after[field])
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  return changes;
}

const FILE_FACTS = ['type', 'bytes', 'width', 'height', 'pages'] as const;
const LIBRARY_FIELDS = ['name', 'alt'] as const;

/**
 * The media library's changes in the service's audit log, named as the other staff changes are:
 * `media.uploaded`, `media.replaced` (the file's type, bytes and pixels or pages that changed) and
 * `media.changed` (its name or description).
 */
export function libraryAudit(log: AuditLog) {
  return {
    /** `item` is the upload's library entry (null only if it was removed at once). */
    uploaded: (actor: Actor, kind: MediaKind, id: string, item: MediaLibraryItem | null) =>
      log.record(actor, { action: 'media.uploaded', subject: subjectOf(kind, id, item) }),

    replaced: (actor: Actor, { item, before, after }: Replacement) =>
      log.record(actor, {
        action: 'media.replaced',
        subject: subjectOf(item.kind, item.id, item),
        changes: changesBetween(before, after, FILE_FACTS),
      }),

    /** Recorded only when the name or description is not what it was. */
    async changed(actor: Actor, before: MediaLibraryItem, after: MediaLibraryItem) {
      const changes = changesBetween(before, after, LIBRARY_FIELDS);
      if (Object.keys(changes).length === 0) return;
      await log.record(actor, {
        action: 'media.changed',
        subject: subjectOf(after.kind, after.id, after),
        changes,
      });
    },
  };
}
