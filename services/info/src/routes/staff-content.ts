import {
  type ContentKind,
  type ContentRow,
  type EventFields,
  eventDraftSchema,
  eventEditorSchema,
  newEventSchema,
  newPostSchema,
  type PostFields,
  postDraftSchema,
  postEditorSchema,
} from '@aspire/contracts/content-desk';
import { eventSchema, idParamsSchema, postSchema } from '@aspire/contracts/info';
import { mediaUrl, parseMediaUrl } from '@aspire/contracts/media';
import {
  restoreSchema,
  revisionListSchema,
  scheduleSchema,
  versionedSchema,
} from '@aspire/contracts/publishing';
import type { Actor } from '@aspire/contracts/staff';
import { ApiError, type AuthEnv, body, ok, params, requireRole } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { todayInIndia } from '@aspire/service-kit/india-days';
import type { Publishing } from '@aspire/service-kit/publishing';
import { Hono } from 'hono';
import type { z } from 'zod';
import { eventOn } from '../repo/info.ts';
import type { RouteDeps } from './deps.ts';

export const PICTURE_NOT_UPLOADED = 'This picture is not one we have stored. Please upload it again.';

type Fields = EventFields | PostFields;
type Editable<F extends Fields> = Awaited<ReturnType<Publishing<F>['editorial']>>;

/** What the desk needs to know of one kind of content. */
type Kind<F extends Fields> = {
  kind: ContentKind;
  /** The audit log's name for one item. */
  subject: 'event' | 'post';
  store: Publishing<F>;
  newSchema: z.ZodType<{ id: string; fields: F }>;
  draftSchema: z.ZodType<{ version: number; fields: F }>;
  editorSchema: z.ZodType;
  title: (fields: F) => string;
  /** The day the desk's list shows (YYYY-MM-DD). */
  day: (fields: F) => string;
  /** The item as its public address would answer it, on `today`. */
  preview: (id: string, fields: F, today: string) => unknown;
};

/**
 * The content desk (role `content`; `admin` passes) over events and posts: every item with its state,
 * new items as drafts, drafts saved, published at once or at a time, taken down, earlier revisions
 * brought back, and a preview exactly as the public address will answer. Every change is conditional on
 * the version the editor saw (409 otherwise) and recorded in the audit log.
 */
export function staffContentRoutes({ repo, now, keys, audit, media }: RouteDeps) {
  const api = new Hono<AuthEnv>();
  api.use('/staff/content/*', requireRole(keys, 'content'), async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  /** An uploaded picture must be one of ours (at the address its upload answered); other art passes as the contract says. */
  async function checkPicture(image: string) {
    const stored = parseMediaUrl(image);
    if (!stored) return;
    if (image === mediaUrl('info', stored.id) && (await media.exists([stored.id])).has(stored.id)) return;
    throw new ApiError(400, PICTURE_NOT_UPLOADED, { 'fields.image': PICTURE_NOT_UPLOADED });
  }

  function kindRoutes<F extends Fields>(spec: Kind<F>) {
    const base = `/staff/content/${spec.kind}`;
    const item = `${base}/:id`;
    const editor = (editable: Editable<F>) => spec.editorSchema.parse(editable);
    const record = (actor: Actor, editable: Editable<F>, action: string, note?: string) =>
      audit.record(actor, {
        action: `content.${action}`,
        subject: { kind: spec.subject, id: editable.id, label: spec.title(editable.fields) },
        ...(note ? { note } : {}),
      });

    api.get(base, async (c) => {
      const items = await spec.store.list();
      // Newest change first; content never edited after, in the college's order.
      const changed = (row: ContentRow) => row.editorial.updatedAt ?? '';
      const rows = items
        .map(
          ({ id, fields, editorial }): ContentRow => ({
            id,
            kind: spec.kind,
            title: spec.title(fields),
            day: spec.day(fields),
            editorial,
          }),
        )
        .sort((a, b) => changed(b).localeCompare(changed(a)));
      return ok(c, rows);
    });

    api.post(base, body(spec.newSchema), async (c) => {
      const { id, fields } = c.req.valid('json');
      await checkPicture(fields.image);
      const actor = actorOf(c.var.user);
      const created = await spec.store.create(id, fields, actor);
      await record(actor, created, 'created');
      return ok(c, editor(created), 201);
    });

    api.get(item, params(idParamsSchema), async (c) =>
      ok(c, editor(await spec.store.editorial(c.req.valid('param').id))),
    );

    api.put(item, params(idParamsSchema), body(spec.draftSchema), async (c) => {
      const { version, fields } = c.req.valid('json');
      await checkPicture(fields.image);
      const actor = actorOf(c.var.user);
      const { id } = c.req.valid('param');
      const saved = await spec.store.saveDraft(id, fields, version, actor);
      await record(actor, saved, 'saved');
      return ok(c, editor(saved));
    });

    api.post(`${item}/publish`, params(idParamsSchema), body(versionedSchema), async (c) => {
      const actor = actorOf(c.var.user);
      const published = await spec.store.publish(c.req.valid('param').id, c.req.valid('json').version, actor);
      await record(actor, published, 'published');
      return ok(c, editor(published));
    });

    api.post(`${item}/schedule`, params(idParamsSchema), body(scheduleSchema), async (c) => {
      const { version, publishAt } = c.req.valid('json');
      const actor = actorOf(c.var.user);
      const at = new Date(publishAt);
      const scheduled = await spec.store.schedule(c.req.valid('param').id, at, version, actor);
      await record(actor, scheduled, 'scheduled', `To be published at ${at.toISOString()}`);
      return ok(c, editor(scheduled));
    });

    api.post(`${item}/unpublish`, params(idParamsSchema), body(versionedSchema), async (c) => {
      const actor = actorOf(c.var.user);
      const { id } = c.req.valid('param');
      const unpublished = await spec.store.unpublish(id, c.req.valid('json').version, actor);
      await record(actor, unpublished, 'unpublished');
      return ok(c, editor(unpublished));
    });

    api.post(`${item}/restore`, params(idParamsSchema), body(restoreSchema), async (c) => {
      const { version, revision } = c.req.valid('json');
      const actor = actorOf(c.var.user);
      const restored = await spec.store.restore(c.req.valid('param').id, revision, version, actor);
      await record(actor, restored, 'restored', `Revision ${revision} brought back as the draft`);
      return ok(c, editor(restored));
    });

    api.get(`${item}/revisions`, params(idParamsSchema), async (c) =>
      ok(c, revisionListSchema.parse(await spec.store.revisions(c.req.valid('param').id))),
    );

    api.get(`${item}/preview`, params(idParamsSchema), async (c) => {
      const { id, fields } = await spec.store.editorial(c.req.valid('param').id);
      return ok(c, spec.preview(id, fields, todayInIndia(now())));
    });
  }

  kindRoutes<EventFields>({
    kind: 'events',
    subject: 'event',
    store: repo.desk.events,
    newSchema: newEventSchema,
    draftSchema: eventDraftSchema,
    editorSchema: eventEditorSchema,
    title: (event) => event.eventName,
    day: (event) => event.date.start,
    preview: (id, event, today) => eventSchema.parse(eventOn({ id, ...event }, today)),
  });
  kindRoutes<PostFields>({
    kind: 'posts',
    subject: 'post',
    store: repo.desk.posts,
    newSchema: newPostSchema,
    draftSchema: postDraftSchema,
    editorSchema: postEditorSchema,
    title: (post) => post.title,
    day: (post) => todayInIndia(new Date(post.publishedAt)),
    preview: (id, post) => postSchema.parse({ id, ...post }),
  });
  return api;
}
