import type { InboxRecord } from '@aspire/contracts/admissions';
import { reason, deskStyles as styles } from '@aspire/ui/desk.ts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { enrolInLms, markEnrolled, useRecordSaved } from './desk-api.ts';

/** Why a record that may be enrolled cannot be yet, or null. */
const blocker = (record: InboxRecord) =>
  record.courseId === null
    ? 'This record names no course, so there is nothing to enrol them in.'
    : record.awaitingGuardian
      ? 'Waiting for the parent or guardian to confirm their consent.'
      : null;

/**
 * Enrol, for an offered (or paid) applicant: the learner area enrols them and mails the invitation, then
 * the desk records it. The services do not call each other, so this page calls both, in that order; the
 * learner area's call is idempotent, so after a half-done attempt pressing Enrol again is safe.
 */
export function EnrolControl({ record }: { record: InboxRecord }) {
  const saved = useRecordSaved();
  const lmsDone = useRef(false);
  const enrol = useMutation({
    mutationFn: async (courseId: number) => {
      lmsDone.current = false;
      await enrolInLms(record, courseId);
      lmsDone.current = true;
      return markEnrolled(record.id);
    },
    onSuccess: saved,
  });
  if (record.status !== 'offered' && record.status !== 'fee_received') return null;
  const why = blocker(record);
  const { courseId } = record;
  return (
    <div className={styles.control}>
      <div className={styles.inline}>
        <button
          type="button"
          className={styles.primary}
          disabled={why !== null || enrol.isPending}
          aria-describedby="enrol-why"
          onClick={() => courseId !== null && enrol.mutate(courseId)}
        >
          {enrol.isPending ? 'Enrolling…' : enrol.isError ? 'Enrol again' : 'Enrol'}
        </button>
      </div>
      <div id="enrol-why" aria-live="polite">
        {why ? (
          <p className={styles.hint}>{why}</p>
        ) : enrol.isError ? (
          <p className={styles.failed}>
            {lmsDone.current
              ? `${record.name} is enrolled in the learner area and has been sent the invitation, but the desk could not record it: ${reason(enrol.error)} Press Enrol again; it is safe, nobody is enrolled twice.`
              : `Not enrolled: ${reason(enrol.error)} Nothing has changed; press Enrol again to retry.`}
          </p>
        ) : (
          <p className={styles.hint}>
            Enrols {record.name} in {record.courseTitle ?? 'the course'} and e-mails them an invitation to the
            learner area.
          </p>
        )}
      </div>
    </div>
  );
}
