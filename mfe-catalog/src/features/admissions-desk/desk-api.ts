import { call, callText, http } from '@aspire/client/http';
import { apiKey, apiQuery } from '@aspire/client/queries';
import {
  type InboxQuery,
  type InboxRecord,
  type inboxChangeSchema,
  inboxPageSchema,
  inboxRecordSchema,
} from '@aspire/contracts/admissions';
import { staffEnrolmentResultSchema, type staffEnrolmentSchema } from '@aspire/contracts/lms';
import { type Actor, type StaffPerson, staffDirectorySchema } from '@aspire/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** The inbox's search parameters as the service reads them (empty filters left out). */
export type InboxSearch = Partial<Record<Exclude<keyof InboxQuery, 'limit'>, string>>;

/** A page of the inbox: the filters, and the cursor of the page (none for the first). */
export const inboxQuery = (search: InboxSearch, after?: string) =>
  apiQuery('catalog/staff/inbox', inboxPageSchema, {
    searchParams: { ...search, ...(after ? { after } : {}) },
    private: true,
  });

export const recordQuery = (id: string) =>
  apiQuery(`catalog/staff/inbox/${encodeURIComponent(id)}`, inboxRecordSchema, { private: true });

export const directoryQuery = () =>
  apiQuery('identity/staff/directory', staffDirectorySchema, { private: true });

/** The person signed in, found in the directory by the session's e-mail. */
export const meIn = (people: StaffPerson[] | undefined, email: string): Actor | undefined => {
  const me = people?.find((person) => person.email.toLowerCase() === email.toLowerCase());
  return me && { id: me.id, name: me.name, email: me.email };
};

/** The inbox as CSV with the same filters, through the data layer (the bearer token, refusals as ApiFailure). */
export const exportCsv = (search: InboxSearch) =>
  callText(http.get('catalog/staff/inbox.csv', { searchParams: search }));

const recordPath = (id: string) => `catalog/staff/inbox/${encodeURIComponent(id)}`;

export type InboxChange = z.input<typeof inboxChangeSchema>;
export const patchRecord = (id: string, change: InboxChange) =>
  call(http.patch(recordPath(id), { json: change }), inboxRecordSchema);

export const addNote = (id: string, note: string) =>
  call(http.post(`${recordPath(id)}/notes`, { json: { note } }), inboxRecordSchema);

/** Enrols the applicant in the catalogue course they applied for in the learner area (idempotent there). */
export const enrolInLms = (record: InboxRecord, courseId: number) =>
  call(
    http.post('lms/staff/enrolments', {
      json: {
        email: record.email,
        name: record.name,
        courseId,
        reference: record.id,
      } satisfies z.input<typeof staffEnrolmentSchema>,
    }),
    staffEnrolmentResultSchema,
  );
export const markEnrolled = (id: string) => call(http.post(`${recordPath(id)}/enrol`), inboxRecordSchema);

/** After a change: the record's new state goes into the cache and every inbox page is read again. */
export function useRecordSaved() {
  const client = useQueryClient();
  return (record: InboxRecord) => {
    client.setQueryData(recordQuery(record.id).queryKey, record);
    void client.invalidateQueries({ queryKey: apiKey('catalog/staff/inbox') });
  };
}
