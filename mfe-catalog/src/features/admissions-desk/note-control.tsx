import type { InboxRecord } from '@aspire/contracts/admissions';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styles from './desk.module.css';
import { addNote, useRecordSaved } from './desk-api.ts';
import { SaveState } from './save-state.tsx';

/** A note for the record's timeline; the text is cleared only once the note is saved. */
export function NoteControl({ record }: { record: InboxRecord }) {
  const [text, setText] = useState('');
  const saved = useRecordSaved();
  const save = useMutation({
    mutationFn: (note: string) => addNote(record.id, note),
    onSuccess: (next) => {
      saved(next);
      setText('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) save.mutate(text);
  };
  return (
    <form className={styles.control} onSubmit={submit} noValidate>
      <label htmlFor="record-note">Note</label>
      <textarea
        id="record-note"
        rows={4}
        maxLength={4000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.inline}>
        <button type="submit" className={styles.primary} disabled={save.isPending || !text.trim()}>
          Add note
        </button>
      </div>
      <SaveState save={save} kept="Your note is kept above; add it again when ready." />
    </form>
  );
}
