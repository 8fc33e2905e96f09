import { type Course, courseSchema } from '@aspire/contracts/catalog';
import {
  COURSE_FIELD_NAMES,
  type CourseEditor,
  type CourseFields,
  type CourseRevision,
  type CourseRow,
  courseDraftSchema,
  fieldsOf,
  newCourseSchema,
} from '@aspire/contracts/course-desk';
import { parseDocumentUrl } from '@aspire/contracts/media';
import {
  type Editorial,
  type Revision,
  restoreSchema,
  scheduleSchema,
  versionedSchema,
} from '@aspire/contracts/publishing';
import type { Actor } from '@aspire/contracts/staff';
import { ApiError, type AuthEnv, body, ok, params, requireRole } from '@aspire/service-kit';
import { type AuditChange, actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from './deps.ts';

export const BROCHURE_NOT_STORED = 'This PDF is not one we have stored. Please upload it again.';

const courseParam = z.object({ id: z.string().regex(/^\d{1,6}$/, 'Course id must be a whole number') });

type Item = { id: string; fields: Course; public: Course | null; editorial: Editorial };

const toEditor = (item: Item): CourseEditor => ({
  id: item.id,
  fields: fieldsOf(item.fields),
  public: item.public && fieldsOf(item.public),
  editorial: item.editorial,
});

const toRow = (item: Item): CourseRow => ({
  id: item.id,
  title: item.fields.title,
  category: item.fields.category,
  editorial: item.editorial,
});

/** A revision as the editor shows it: its fields (the revision keeps the whole course). */
const toRevision = (revision: Revision): CourseRevision => ({
  ...revision,
  fields: fieldsOf(courseSchema.parse(revision.fields)),
});

/** The fields a save changed, each from → to, for the audit log. */
function changedFields(before: Course, after: Course) {
  const [from, to] = [fieldsOf(before), fieldsOf(after)];
  const changes: NonNullable<AuditChange['changes']> = {};
  for (const field of COURSE_FIELD_NAMES)
    if (JSON.stringify(from[field]) !== JSON.stringify(to[field]))
      changes[field] = { from: from[field], to: to[field] };
  return changes;
}

/**
 * The course editor (role `content`): every course with its state, a new course added as a draft under
 * the next free id, a course's fields saved as a draft, published now or at a time, its revisions and
 * their restore, and a preview of the draft as the public answer (its art drawn at the draft's own
 * address, so the preview shows it while the public never sees it). A brochure must be one uploaded to
 * the catalogue's media library. A change made on a version someone changed since is refused (409);
 * each change is audited.
 * There is no unpublish: a course's page is named by links, applications and enrolments.
 */
export function staffCourseRoutes({ courses, audit, keys, media }: RouteDeps) {
  const api = new Hono<AuthEnv>();
  const staff = requireRole(keys, 'content');
  const { desk } = courses;

  /** An uploaded brochure must be a document of our store (the contract keeps its address ours). */
  async function checkBrochure({ brochure }: CourseFields) {
    const upload = parseDocumentUrl(brochure);
    if (!upload || (await media.exists([upload.id], 'document')).has(upload.id)) return;
    throw new ApiError(400, BROCHURE_NOT_STORED, { 'fields.brochure': BROCHURE_NOT_STORED });
  }

  const record = (
    actor: Actor,
    item: Item,
    action: string,
    change: Omit<AuditChange, 'action' | 'subject'>,
  ) =>
    audit.record(actor, {
      action,
      subject: { kind: 'course', id: item.id, label: item.fields.title },
      ...change,
    });

  api.get('/staff/courses', staff, async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, (await desk.list()).map(toRow));
  });

  api.post('/staff/courses', staff, body(newCourseSchema), async (c) => {
    const { fields } = c.req.valid('json');
    await checkBrochure(fields);
    const actor = actorOf(c.var.user);
    const created = await courses.create(fields, actor);
    await record(actor, created, 'course.created', {});
    return ok(c, toEditor(created), 201);
  });

  api.get('/staff/courses/:id', staff, params(courseParam), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, toEditor(await desk.editorial(c.req.valid('param').id)));
  });

  api.put('/staff/courses/:id', staff, params(courseParam), body(courseDraftSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { version, fields } = c.req.valid('json');
    await checkBrochure(fields);
    const actor = actorOf(c.var.user);
    const before = await desk.editorial(id);
    const saved = await courses.saveFields(id, fields, version, actor);
    await record(actor, saved, 'course.saved', { changes: changedFields(before.fields, saved.fields) });
    return ok(c, toEditor(saved));
  });

  api.post('/staff/courses/:id/publish', staff, params(courseParam), body(versionedSchema), async (c) => {
    const { id } = c.req.valid('param');
    const actor = actorOf(c.var.user);
    const before = await desk.editorial(id);
    const published = await desk.publish(id, c.req.valid('json').version, actor);
    // What the site shows now that it did not before.
    const shown = before.public ? changedFields(before.public, published.fields) : {};
    await record(actor, published, 'course.published', { changes: shown });
    return ok(c, toEditor(published));
  });

  api.post('/staff/courses/:id/schedule', staff, params(courseParam), body(scheduleSchema), async (c) => {
    const { version, publishAt } = c.req.valid('json');
    const actor = actorOf(c.var.user);
    const scheduled = await desk.schedule(c.req.valid('param').id, new Date(publishAt), version, actor);
    await record(actor, scheduled, 'course.scheduled', {
      changes: { publishAt: { from: null, to: scheduled.editorial.publishAt } },
    });
    return ok(c, toEditor(scheduled));
  });

  api.post('/staff/courses/:id/restore', staff, params(courseParam), body(restoreSchema), async (c) => {
    const { version, revision } = c.req.valid('json');
    const actor = actorOf(c.var.user);
    const restored = await desk.restore(c.req.valid('param').id, revision, version, actor);
    await record(actor, restored, 'course.restored', {
      note: `Revision ${revision} brought back as the draft`,
    });
    return ok(c, toEditor(restored));
  });

  api.get('/staff/courses/:id/revisions', staff, params(courseParam), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, (await desk.revisions(c.req.valid('param').id)).map(toRevision));
  });

  /** The public course answer as it will be once the draft is published (staff only). */
  api.get('/staff/courses/:id/preview', staff, params(courseParam), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, courseSchema.parse((await desk.editorial(c.req.valid('param').id)).fields));
  });

  return api;
}
