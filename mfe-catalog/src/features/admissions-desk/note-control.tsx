import type { InboxRecord } from '@aspire/contracts/admissions';
import { NoteForm } from '@aspire/ui/desk.ts';
import { addNote, useRecordSaved } from './desk-api.ts';

/** A note for the record's timeline; the text is cleared only once the note is saved. */
export function NoteControl({ record }: { record: InboxRecord }) {
  const saved = useRecordSaved();
  return <NoteForm id="record-note" onAdd={(note) => addNote(record.id, note).then(saved)} />;
}
