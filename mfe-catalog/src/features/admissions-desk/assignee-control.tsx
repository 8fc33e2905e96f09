import { useSession } from '@aspire/client/session';
import type { InboxRecord } from '@aspire/contracts/admissions';
import type { Actor } from '@aspire/contracts/staff';
import { SaveState, deskStyles as styles } from '@aspire/ui/desk.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { directoryQuery, meIn, patchRecord, useRecordSaved } from './desk-api.ts';

/** Who holds the record: anyone from the staff directory, nobody, or (one click) the person signed in. */
export function AssigneeControl({ record }: { record: InboxRecord }) {
  const directory = useQuery(directoryQuery());
  const me = meIn(
    directory.data,
    useSession((state) => state.email),
  );
  const [choice, setChoice] = useState(record.assignee?.id ?? '');
  useEffect(() => setChoice(record.assignee?.id ?? ''), [record.assignee?.id]);
  const saved = useRecordSaved();
  const save = useMutation({
    mutationFn: (assignee: Actor | null) => patchRecord(record.id, { assignee }),
    onSuccess: saved,
  });
  // The record's holder stays a choice even if they have left the directory.
  const people: Actor[] = [
    ...(directory.data ?? []).map(({ id, name, email }) => ({ id, name, email })),
    ...(record.assignee && !directory.data?.some((p) => p.id === record.assignee?.id)
      ? [record.assignee]
      : []),
  ];
  const assign = (id: string) => {
    setChoice(id);
    save.mutate(people.find((person) => person.id === id) ?? null);
  };
  return (
    <div className={styles.control}>
      <label htmlFor="record-assignee">Assignee</label>
      <div className={styles.inline}>
        <select
          id="record-assignee"
          value={choice}
          onChange={(event) => assign(event.target.value)}
          disabled={save.isPending}
        >
          <option value="">Nobody</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.secondary}
          disabled={!me || save.isPending || record.assignee?.id === me.id}
          onClick={() => me && assign(me.id)}
        >
          Assign to me
        </button>
      </div>
      {directory.isError && <p className={styles.failed}>The staff list could not be loaded.</p>}
      <SaveState save={save} kept="Your choice is still selected." onRetry={() => assign(choice)} />
    </div>
  );
}
