/**
 * The content desk of the info service (role `content`): events and posts edited as drafts, published at
 * once or at a time, unpublished, with revisions to restore. The public answers stay those of `info.ts`.
 */
import { z } from 'zod';
import { eventSchema, infoIdSchema, postSchema } from './info.ts';
import { editorialSchema } from './publishing.ts';

export const CONTENT_KINDS = ['events', 'posts'] as const;
export const contentKindSchema = z.enum(CONTENT_KINDS, { error: 'Must be events or posts' });
export type ContentKind = z.infer<typeof contentKindSchema>;
export const CONTENT_KIND_TEXT: Record<ContentKind, { one: string; many: string }> = {
  events: { one: 'event', many: 'Events' },
  posts: { one: 'post', many: 'Blog and news' },
};

const IMAGE_ALT_REQUIRED = 'Describe the picture for people who cannot see it';

/** What an editor fills in for an event: the public event without its id and the computed `past`. */
export const eventFieldsSchema = eventSchema
  .omit({ id: true, past: true })
  .extend({
    eventName: z
      .string()
      .trim()
      .min(3, 'Give the event a name')
      .max(120, 'Keep the name under 120 characters'),
    location: z.string().trim().min(2, 'Say where it takes place').max(120),
    imageAlt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
    language: z.string().trim().min(2, 'Say which language it is in').max(40),
    offer: z.string().trim().max(80),
    description: z.string().trim().min(20, 'Describe the event in a sentence or two').max(2000),
  })
  .refine((event) => event.date.end >= event.date.start, {
    path: ['date', 'end'],
    message: 'The last day cannot be before the first',
  });
export type EventFields = z.infer<typeof eventFieldsSchema>;

/** What an editor fills in for a post: paragraphs are separated by a blank line in the editor. */
export const postFieldsSchema = postSchema.omit({ id: true }).extend({
  title: z.string().trim().min(3, 'Give the post a title').max(140, 'Keep the title under 140 characters'),
  author: z.string().trim().min(2, 'Say who wrote it').max(80),
  imageAlt: z.string().trim().min(3, IMAGE_ALT_REQUIRED).max(200),
  summary: z.string().trim().min(20, 'Sum the post up in a sentence or two').max(400),
  body: z.array(z.string().trim().min(1).max(4000)).min(1, 'Write the post').max(60),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

/** `POST /staff/content/:kind`: a new item's id (its address, `/blog/{id}`) and its first draft. */
export const newEventSchema = z.object({ id: infoIdSchema, fields: eventFieldsSchema });
export const newPostSchema = z.object({ id: infoIdSchema, fields: postFieldsSchema });
/** `PUT /staff/content/:kind/:id`: a draft saved over the version the editor saw. */
export const eventDraftSchema = z.object({ version: z.number().int().min(0), fields: eventFieldsSchema });
export const postDraftSchema = z.object({ version: z.number().int().min(0), fields: postFieldsSchema });

/** A row of the desk's list. */
export const contentRowSchema = z.object({
  id: infoIdSchema,
  kind: contentKindSchema,
  title: z.string(),
  /** The event's first day or the post's publication date (YYYY-MM-DD). */
  day: z.string(),
  editorial: editorialSchema,
});
export type ContentRow = z.infer<typeof contentRowSchema>;
export const contentListSchema = z.array(contentRowSchema);

/** An item in the editor: what to fill the form with, what the public sees now, and its state. */
export const eventEditorSchema = z.object({
  id: infoIdSchema,
  fields: eventFieldsSchema,
  public: eventFieldsSchema.nullable(),
  editorial: editorialSchema,
});
export const postEditorSchema = z.object({
  id: infoIdSchema,
  fields: postFieldsSchema,
  public: postFieldsSchema.nullable(),
  editorial: editorialSchema,
});
