import type { InboxRecord } from '@aspire/contracts/admissions';
import { SaveState, deskStyles as styles } from '@aspire/ui/desk.ts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { patchRecord, useRecordSaved } from './desk-api.ts';

/** The day to follow the record up on (the inbox's overdue list), saved or cleared with a button. */
export function FollowUpControl({ record }: { record: InboxRecord }) {
  const [day, setDay] = useState(record.followUpOn ?? '');
  useEffect(() => setDay(record.followUpOn ?? ''), [record.followUpOn]);
  const saved = useRecordSaved();
  const save = useMutation({
    mutationFn: (followUpOn: string | null) => patchRecord(record.id, { followUpOn }),
    onSuccess: saved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(day || null);
  };
  return (
    <form className={styles.control} onSubmit={submit} noValidate>
      <label htmlFor="record-follow-up">Follow up on</label>
      <div className={styles.inline}>
        <input
          id="record-follow-up"
          type="date"
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <button type="submit" className={styles.secondary} disabled={save.isPending}>
          Save date
        </button>
        {record.followUpOn && (
          <button
            type="button"
            className={styles.link}
            disabled={save.isPending}
            onClick={() => {
              setDay('');
              save.mutate(null);
            }}
          >
            Clear
          </button>
        )}
      </div>
      <SaveState save={save} kept="The date you entered is kept." />
    </form>
  );
}
