import { call, http } from '@aspire/client/http';
import { apiKey, apiQuery } from '@aspire/client/queries';
import { courseSchema } from '@aspire/contracts/catalog';
import {
  type CourseEditor,
  type CourseFields,
  courseEditorSchema,
  courseRevisionListSchema,
  courseRowListSchema,
} from '@aspire/contracts/course-desk';
import { mediaLibraryApi } from '@aspire/ui/media-library-api.ts';
import { useQueryClient } from '@tanstack/react-query';

const LIST = 'catalog/staff/courses';
const coursePath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

/** Every course with its state (a few dozen at most: one answer). */
export const courseRowsQuery = apiQuery(LIST, courseRowListSchema, { private: true });

/** A course as its editor opens it: the texts to edit, the public texts, its state. */
export const courseEditorQuery = (id: string) =>
  apiQuery(coursePath(id), courseEditorSchema, { private: true });

/** The course's revisions, newest first. */
export const revisionsQuery = (id: string) =>
  apiQuery(`${coursePath(id)}/revisions`, courseRevisionListSchema, { private: true });

/** The saved draft as the public course answer (staff only). */
export const previewQuery = (id: string) =>
  apiQuery(`${coursePath(id)}/preview`, courseSchema, { private: true });

/** The catalogue's media library: brochures uploaded once, chosen again for any course. */
export const catalogMedia = mediaLibraryApi('catalog/staff/media');

const send = (path: string, json: unknown) => call(http.post(path, { json }), courseEditorSchema);

/** A new course, kept as a draft under the next free id (the service gives it). */
export const createCourse = (fields: CourseFields) => send(LIST, { fields });

/** Keeps the fields as the draft, if the course is still at `version` (409 otherwise); the page stays as it is. */
export const saveDraft = (id: string, version: number, fields: CourseFields) =>
  call(http.put(coursePath(id), { json: { version, fields } }), courseEditorSchema);

export const publishCourse = (id: string, version: number) => send(`${coursePath(id)}/publish`, { version });

/** Publishes the draft at `publishAt` (an ISO moment in the future). */
export const scheduleCourse = (id: string, version: number, publishAt: string) =>
  send(`${coursePath(id)}/schedule`, { version, publishAt });

/** Brings back a revision's texts as the draft; the page changes when it is published. */
export const restoreRevision = (id: string, version: number, revision: number) =>
  send(`${coursePath(id)}/restore`, { version, revision });

/**
 * After a change: the course's new state goes into the cache; its revisions, its preview, the list and
 * the public reads this visit may have made are read again.
 */
export function useCourseChanged() {
  const client = useQueryClient();
  return (course: CourseEditor) => {
    client.setQueryData(courseEditorQuery(course.id).queryKey, course);
    for (const path of [
      LIST,
      `${coursePath(course.id)}/revisions`,
      `${coursePath(course.id)}/preview`,
      'catalog/courses',
      `catalog/courses/${course.id}`,
    ])
      void client.invalidateQueries({ queryKey: apiKey(path) });
  };
}

/** Reads the course again (someone else changed it first). */
export function useCourseRefresh() {
  const client = useQueryClient();
  return (id: string) => client.refetchQueries({ queryKey: courseEditorQuery(id).queryKey });
}
