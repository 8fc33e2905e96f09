import {
  CONTENT_FIELDS,
  CONTENT_KIND_TEXT,
  CONTENT_KINDS,
  type ContentKind,
  type ContentRow,
  contentDraftSchema,
  contentEditorSchema,
  FIXED_KINDS,
  newContentSchema,
} from '@aspire/contracts/content-desk';
import { idParamsSchema } from '@aspire/contracts/info';
import { type MediaKind, mediaUrl, parseDocumentUrl, parseMediaUrl } from '@aspire/contracts/media';
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
import type { EditableItem } from '@aspire/service-kit/publishing';
import { Hono } from 'hono';
import type { FieldsOf } from '../repo/info.ts';
import { magazinePdf } from '../seed/magazines.ts';
import type { RouteDeps } from './deps.ts';
import { DESK_KINDS, deskSubject } from './desk-kinds.ts';

export const PICTURE_NOT_UPLOADED = 'This picture is not one we have stored. Please upload it again.';
export const PDF_NOT_STORED = 'This PDF is not one we have stored. Please upload it again.';
/** Said for a kind whose items are fixed (FIXED_KINDS): the pages, the home counts. */
export const fixedNotAdded = (many: string) => `${many} are not added here: edit one of those on the list.`;
export const FIXED_STAYS = 'This stays on the site: publish a new version of it instead.';

/** The address of a committed magazine PDF, `/api/info/media/magazines/<issue id>.pdf`. */
const COMMITTED_PDF = /^\/api\/info\/media\/magazines\/([a-z0-9-]+)\.pdf$/;

/**
 * The content desk (role `content`; `admin` passes) over every kind in CONTENT_KINDS (DESK_KINDS says
 * what differs between them): every item with its state, new items as drafts, drafts saved, published at
 * once or at a time, taken down, earlier revisions brought back, and a preview exactly as the public
 * address will answer. Every change is conditional on the version the editor saw (409 otherwise) and
 * recorded in the audit log. The items of a fixed kind (the pages, the home counts) are only edited:
 * never added nor taken down (405).
 */
export function staffContentRoutes({ repo, now, keys, audit, media }: RouteDeps) {
  const api = new Hono<AuthEnv>();
  api.use('/staff/content/*', requireRole(keys, 'content'), async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });

  /** Whether the media store holds `id` as a `kind` (a document's id named as a picture is not one). */
  const stored = async (id: string, kind: MediaKind) => (await media.exists([id], kind)).has(id);

  /**
   * An uploaded picture in `fields[field]` must be one of ours (at the address its upload answered);
   * other art passes as the contract says.
   */
  async function checkPicture(fields: Record<string, unknown>, field: string) {
    const image = String(fields[field]);
    const upload = parseMediaUrl(image);
    if (!upload) return;
    if (image === mediaUrl('info', upload.id) && (await stored(upload.id, 'picture'))) return;
    throw new ApiError(400, PICTURE_NOT_UPLOADED, { [`fields.${field}`]: PICTURE_NOT_UPLOADED });
  }

  /** A PDF in `fields[field]` is a committed magazine's or a document we stored (the contract keeps it ours); nothing else. */
  async function checkDocument(fields: Record<string, unknown>, field: string) {
    const pdf = String(fields[field]);
    const committed = COMMITTED_PDF.exec(pdf)?.[1];
    if (committed !== undefined && magazinePdf(committed)) return;
    const upload = parseDocumentUrl(pdf);
    if (upload && (await stored(upload.id, 'document'))) return;
    throw new ApiError(400, PDF_NOT_STORED, { [`fields.${field}`]: PDF_NOT_STORED });
  }

  function kindRoutes<K extends ContentKind>(kind: K) {
    type F = FieldsOf<K>;
    const spec = DESK_KINDS[kind];
    const store = repo.desk[kind];
    const fieldsSchema = CONTENT_FIELDS[kind];
    const editorSchema = contentEditorSchema(fieldsSchema);
    const base = `/staff/content/${kind}`;
    const item = `${base}/:id`;
    const editor = (editable: EditableItem<F>) => editorSchema.parse(editable);
    const record = (actor: Actor, editable: EditableItem<F>, action: string, note?: string) =>
      audit.record(actor, {
        action: `content.${action}`,
        subject: deskSubject(kind, editable),
        ...(note ? { note } : {}),
      });
    const fixed = FIXED_KINDS.includes(kind);
    /** What the contract cannot tell about new fields: they suit the item, and their uploads are ours. */
    const checkFields = async (id: string, fields: F) => {
      spec.check?.(id, fields);
      for (const field of spec.pictures ?? []) await checkPicture(fields, field);
      if (spec.document) await checkDocument(fields, spec.document);
    };

    api.get(base, async (c) => {
      const items = await store.list();
      // Newest change first; content never edited after, in the college's order.
      const changed = (row: ContentRow) => row.editorial.updatedAt ?? '';
      const rows = items
        .map(
          ({ id, fields, editorial }): ContentRow => ({
            id,
            kind,
            title: spec.title(fields),
            day: spec.day(fields),
            editorial,
          }),
        )
        .sort((a, b) => changed(b).localeCompare(changed(a)));
      return ok(c, rows);
    });

    // Refused before the body is read: nothing sent could make it right.
    const refuse = (message: string) => () => {
      throw new ApiError(405, message);
    };
    if (fixed) api.post(base, refuse(fixedNotAdded(CONTENT_KIND_TEXT[kind].many)));
    if (fixed) api.post(`${item}/unpublish`, refuse(FIXED_STAYS));

    // What the schema lets in is the kind's fields, a type zod cannot name for any one kind: asserted.
    api.post(base, body(newContentSchema(fieldsSchema)), async (c) => {
      const { id, fields } = c.req.valid('json') as { id: string; fields: F };
      await checkFields(id, fields);
      const actor = actorOf(c.var.user);
      const created = await store.create(id, fields, actor);
      await record(actor, created, 'created');
      return ok(c, editor(created), 201);
    });

    api.get(item, params(idParamsSchema), async (c) =>
      ok(c, editor(await store.editorial(c.req.valid('param').id))),
    );

    api.put(item, params(idParamsSchema), body(contentDraftSchema(fieldsSchema)), async (c) => {
      const { version, fields } = c.req.valid('json') as { version: number; fields: F };
      const { id } = c.req.valid('param');
      await checkFields(id, fields);
      const actor = actorOf(c.var.user);
      const saved = await store.saveDraft(id, fields, version, actor);
      await record(actor, saved, 'saved');
      return ok(c, editor(saved));
    });

    api.post(`${item}/publish`, params(idParamsSchema), body(versionedSchema), async (c) => {
      const actor = actorOf(c.var.user);
      const published = await store.publish(c.req.valid('param').id, c.req.valid('json').version, actor);
      await record(actor, published, 'published');
      return ok(c, editor(published));
    });

    api.post(`${item}/schedule`, params(idParamsSchema), body(scheduleSchema), async (c) => {
      const { version, publishAt } = c.req.valid('json');
      const actor = actorOf(c.var.user);
      const at = new Date(publishAt);
      const scheduled = await store.schedule(c.req.valid('param').id, at, version, actor);
      await record(actor, scheduled, 'scheduled', `To be published at ${at.toISOString()}`);
      return ok(c, editor(scheduled));
    });

    api.post(`${item}/unpublish`, params(idParamsSchema), body(versionedSchema), async (c) => {
      const actor = actorOf(c.var.user);
      const { id } = c.req.valid('param');
      const unpublished = await store.unpublish(id, c.req.valid('json').version, actor);
      await record(actor, unpublished, 'unpublished');
      return ok(c, editor(unpublished));
    });

    api.post(`${item}/restore`, params(idParamsSchema), body(restoreSchema), async (c) => {
      const { version, revision } = c.req.valid('json');
      const actor = actorOf(c.var.user);
      const restored = await store.restore(c.req.valid('param').id, revision, version, actor);
      await record(actor, restored, 'restored', `Revision ${revision} brought back as the draft`);
      return ok(c, editor(restored));
    });

    api.get(`${item}/revisions`, params(idParamsSchema), async (c) =>
      ok(c, revisionListSchema.parse(await store.revisions(c.req.valid('param').id))),
    );

    api.get(`${item}/preview`, params(idParamsSchema), async (c) => {
      const { id, fields } = await store.editorial(c.req.valid('param').id);
      return ok(c, spec.preview(id, fields, todayInIndia(now())));
    });
  }

  for (const kind of CONTENT_KINDS) kindRoutes(kind);
  return api;
}
