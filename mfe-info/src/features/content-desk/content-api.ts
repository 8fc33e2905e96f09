import { call, http } from '@aspire/client/http';
import { apiKey, apiQuery } from '@aspire/client/queries';
import { type ContentKind, contentListSchema } from '@aspire/contracts/content-desk';
import { revisionListSchema } from '@aspire/contracts/publishing';
import { mediaLibraryApi } from '@aspire/ui/media-library-api.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { AnySpec, ContentItem } from './kind-spec.ts';

const listPath = (kind: ContentKind) => `info/staff/content/${kind}`;
const itemPath = (kind: ContentKind, id: string) => `${listPath(kind)}/${encodeURIComponent(id)}`;

/** Every item of a kind, drafts too, newest change first (few enough to filter on the page). */
export const contentListQuery = (kind: ContentKind) =>
  apiQuery(listPath(kind), contentListSchema, { private: true });

export const contentItemQuery = (spec: AnySpec, id: string) =>
  apiQuery(itemPath(spec.kind, id), spec.editorSchema, { private: true });

/** The item's revisions, newest first. */
export const revisionsQuery = (kind: ContentKind, id: string) =>
  apiQuery(`${itemPath(kind, id)}/revisions`, revisionListSchema, { private: true });

/** The saved draft as the public answer (the public page's shape), for staff only. */
export const previewQuery = (spec: AnySpec, id: string) =>
  apiQuery(`${itemPath(spec.kind, id)}/preview`, spec.previewSchema, { private: true });

const send = (spec: AnySpec, path: string, json: unknown) =>
  call(http.post(path, { json }), spec.editorSchema);

/** A new item, as a draft; a taken id is refused (409, under `id`). */
export const createItem = (spec: AnySpec, id: string, fields: unknown) =>
  send(spec, listPath(spec.kind), { id, fields });

/** Keeps the fields as the draft, if the item is still at `version` (409 otherwise); what is public stays. */
export const saveDraft = (spec: AnySpec, id: string, version: number, fields: unknown) =>
  call(http.put(itemPath(spec.kind, id), { json: { version, fields } }), spec.editorSchema);

export const publishItem = (spec: AnySpec, id: string, version: number) =>
  send(spec, `${itemPath(spec.kind, id)}/publish`, { version });

/** Publishes the draft at `publishAt` (an ISO moment in the future). */
export const scheduleItem = (spec: AnySpec, id: string, version: number, publishAt: string) =>
  send(spec, `${itemPath(spec.kind, id)}/schedule`, { version, publishAt });

export const unpublishItem = (spec: AnySpec, id: string, version: number) =>
  send(spec, `${itemPath(spec.kind, id)}/unpublish`, { version });

/** Brings back an earlier revision's fields as the draft; nothing public changes until it is published. */
export const restoreRevision = (spec: AnySpec, id: string, version: number, revision: number) =>
  send(spec, `${itemPath(spec.kind, id)}/restore`, { version, revision });

/** The info service's media library: pictures and PDFs uploaded once, chosen again from any item. */
export const mediaLibrary = mediaLibraryApi('info/staff/media');

/** A picture for an item: uploaded to the library; answers the address the item keeps. */
export const uploadPicture = async (file: File) => (await mediaLibrary.uploadPicture(file)).url;

/** The public reads an item of each kind shows in (this visit may have read them). */
const PUBLIC_READS: Record<ContentKind, (id: string) => string[]> = {
  events: (id) => ['info/event', `info/event/${id}`],
  posts: (id) => ['info/post', `info/post/${id}`],
  gallery: () => ['info/gallery'],
  magazines: () => ['info/magazines', 'info/magazines/years'],
  alumni: () => ['info/alumni'],
  testimonials: () => ['info/testimonials'],
  faculty: () => ['info/faculty'],
  leadership: () => ['info/leadership'],
  community: (id) => ['info/community', `info/community/${id}`],
  webinars: () => ['info/webinars'],
  'testimonial-images': () => ['info/testimonial-images'],
  pages: (id) => [`info/pages/${id}`],
  'home-banners': () => ['info/home'],
  'home-counts': () => ['info/home'],
};

/**
 * After a change: the item's new state goes into the cache; its revisions, its preview, the desk's list
 * and the public reads are read again.
 */
export function useItemChanged(spec: AnySpec) {
  const client = useQueryClient();
  return (item: ContentItem<unknown>) => {
    client.setQueryData(contentItemQuery(spec, item.id).queryKey, item);
    for (const path of [
      listPath(spec.kind),
      `${itemPath(spec.kind, item.id)}/revisions`,
      `${itemPath(spec.kind, item.id)}/preview`,
      ...PUBLIC_READS[spec.kind](item.id),
    ])
      void client.invalidateQueries({ queryKey: apiKey(path) });
  };
}

/** Reads the item again (someone else changed it first). */
export function useItemRefresh(spec: AnySpec) {
  const client = useQueryClient();
  return (id: string) => client.refetchQueries({ queryKey: contentItemQuery(spec, id).queryKey });
}
