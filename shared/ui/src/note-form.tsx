import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styles from './desk.module.css';
import { SaveState } from './save-state.tsx';

/** The longest note a record takes (`staffNoteSchema`). */
const MAX_NOTE = 4000;

/**
 * A note for a record's timeline on a staff desk. `onAdd` sends it (and puts the record's new state in
 * the cache); the text is cleared only once the note is saved, and kept, with the reason, when it is not.
 */
export function NoteForm({ id, onAdd }: { id: string; onAdd: (note: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const save = useMutation({ mutationFn: onAdd, onSuccess: () => setText('') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !save.isPending) save.mutate(text);
  };
  return (
    <form className={styles.control} onSubmit={submit} noValidate>
      <label htmlFor={id}>Note</label>
      <textarea
        id={id}
        rows={4}
        maxLength={MAX_NOTE}
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
