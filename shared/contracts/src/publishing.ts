import { z } from 'zod';

/**
 * Content the college edits itself (events, posts, courses…): each item is a draft, scheduled to be
 * published at a time, published, or taken down again. Every change bumps the item's version and keeps
 * a revision, so an editor can see who changed what and go back to an earlier one.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
export const publicationStateSchema = z.enum(PUBLICATION_STATES);

/** What a staff list or editor shows beside each item. Content loaded before it was ever edited has no `updatedAt`/`updatedBy`. */
export const editorialSchema = z.object({
  state: publicationStateSchema,
  publishAt: z.string().nullable(),
  version: z.number().int(),
  hasDraft: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Editorial = z.infer<typeof editorialSchema>;

export const REVISION_ACTIONS = [
  'created',
  'saved',
  'published',
  'scheduled',
  'unpublished',
  'restored',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * One change of an item: the version it made, who made it and when, and the item's fields after it (its
 * draft, or else what is public). The content loaded at first start is kept as revision 0 when the item
 * is first changed, by ORIGINAL_CONTENT.
 */
export const revisionSchema = z.object({
  version: z.number().int(),
  action: z.enum(REVISION_ACTIONS),
  at: z.string(),
  by: z.string(),
  fields: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revisionSchema>;
export const ORIGINAL_CONTENT = 'Original content';
/** An item's revisions, newest first. */
export const revisionListSchema = z.array(revisionSchema);

/**
 * Every change names the version the editor saw; if someone changed the item since, it is refused (409).
 * Content loaded at first start and never edited is version 0.
 */
export const versionedSchema = z.object({
  version: z.int({ error: 'Reload the page and try again' }).min(0, 'Reload the page and try again'),
});

export const PUBLISH_AT_PAST = 'Choose a time in the future';
export const scheduleSchema = versionedSchema.extend({
  publishAt: z.iso
    .datetime({ offset: true, error: 'Enter a date and time' })
    .refine((value) => Date.parse(value) > Date.now(), PUBLISH_AT_PAST),
});
export type ScheduleRequest = z.infer<typeof scheduleSchema>;

export const restoreSchema = versionedSchema.extend({
  revision: z.int({ error: 'Choose a revision' }).min(0, 'Choose a revision'),
});
export type RestoreRequest = z.infer<typeof restoreSchema>;

/** The refusal of a change made on an item someone else changed since the editor opened it (409). */
export const STALE_VERSION = 'Someone else changed this since you opened it. Reload to see their version.';

/** An item as its editor opens it: the fields to edit (its draft, or else what is public), what is public now, and its state. */
export const editableItemSchema = <T extends z.ZodType>(fields: T) =>
  z.object({ id: z.string(), fields, public: fields.nullable(), editorial: editorialSchema });
