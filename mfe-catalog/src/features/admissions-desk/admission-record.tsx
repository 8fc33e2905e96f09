import { ApiFailure } from '@aspire/client/http';
import { ERASURE_REASON_TEXT, KIND_LABELS } from '@aspire/contracts/admissions';
import { formatDateTime, deskStyles as styles, Timeline } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { AssigneeControl } from './assignee-control.tsx';
import { recordQuery } from './desk-api.ts';
import { EnrolControl } from './enrol-control.tsx';
import { FollowUpControl } from './follow-up-control.tsx';
import { NoteControl } from './note-control.tsx';
import { RecordFields } from './record-fields.tsx';
import { retentionText } from './retention.ts';
import { StatusControl } from './status-control.tsx';

/** The inbox this record was opened from (its filters), or the whole inbox. */
function useInboxLink() {
  const state: unknown = useLocation().state;
  const filters =
    typeof state === 'object' && state !== null && 'inbox' in state && typeof state.inbox === 'string'
      ? state.inbox
      : '';
  return `/staff/admissions${filters}`;
}

/** A record's page: every field, its duplicates and timeline, and the controls that work it. */
export function AdmissionRecord({ id }: { id: string }) {
  const record = useQuery(recordQuery(id));
  const back = useInboxLink();
  if (record.error instanceof ApiFailure && record.error.status === 404)
    return (
      <div className={styles.desk}>
        <h1>Record not found</h1>
        <p>
          There is no application, enquiry or message at this address.{' '}
          <Link to={back}>Back to the inbox</Link>
        </p>
      </div>
    );
  return (
    <div className={styles.desk}>
      <p>
        <Link to={back}>← Back to the inbox</Link>
      </p>
      <Resource query={record} what="this record">
        {(data) => (
          <>
            <div className={styles.head}>
              <h1>{data.erased ? ERASURE_REASON_TEXT[data.erased.reason] : data.name}</h1>
              <p className={styles.muted}>
                {KIND_LABELS[data.kind]} received {formatDateTime(data.receivedAt)}
                {data.erased && `; its personal details were erased ${formatDateTime(data.erased.at)}`}
                {data.awaitingGuardian && !data.erased && (
                  <span className={styles.badge}>Awaiting guardian's consent</span>
                )}
              </p>
              {data.retention && <p>{retentionText(data)}</p>}
            </div>
            <div className={styles.record}>
              <div className={styles.column}>
                <RecordFields record={data} />
                <Timeline
                  entries={data.timeline.map((entry) => ({
                    at: entry.at,
                    text: entry.text,
                    who: entry.actor?.name,
                    note: entry.kind === 'note',
                  }))}
                />
              </div>
              {/* An erased record has nobody to write to or call: it is kept only for the counts. */}
              {!data.erased && (
                <section className={styles.section} aria-labelledby="work-heading">
                  <h2 id="work-heading">Work this record</h2>
                  <StatusControl record={data} />
                  <EnrolControl record={data} />
                  <AssigneeControl record={data} />
                  <FollowUpControl record={data} />
                  <NoteControl record={data} />
                </section>
              )}
            </div>
          </>
        )}
      </Resource>
    </div>
  );
}
