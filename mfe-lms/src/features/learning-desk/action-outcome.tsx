import { ApiFailure } from '@aspire/client/api-failure';
import type { EnrolmentRecord } from '@aspire/contracts/learning-desk';
import { deskStyles as desk, reason } from '@aspire/ui/desk.ts';
import { useEffect, useRef, useState } from 'react';
import { useEnrolmentRefresh, useEnrolmentSaved } from './desk-api.ts';
import styles from './learning-desk.module.css';

export type Outcome = { kind: 'done' | 'conflict'; text: string };

/**
 * What became of an action on an enrolment: done (its new state saved in the page), or refused because
 * the enrolment changed first (409: the service's words, and the enrolment read again).
 */
export function useActionOutcome(enrolmentId: string) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const saved = useEnrolmentSaved();
  const refresh = useEnrolmentRefresh();
  return {
    outcome,
    start: () => setOutcome(null),
    done: (record: EnrolmentRecord, text: string) => {
      saved(record);
      setOutcome({ kind: 'done', text });
    },
    /** Says a conflict (409) and reads the enrolment again; false for any other failure. */
    conflicted: (error: unknown) => {
      if (!(error instanceof ApiFailure && error.status === 409)) return false;
      setOutcome({
        kind: 'conflict',
        text: `${reason(error)} The enrolment has been read again and shows how it is now.`,
      });
      void refresh(enrolmentId);
      return true;
    },
  };
}

/**
 * The outcome, where the person looks: it takes the focus as it appears (the control that had it may
 * have gone with the change), a conflict as an alert.
 */
export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) line.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return outcome.kind === 'conflict' ? (
    <p ref={line} className={styles.conflict} role="alert" tabIndex={-1}>
      {outcome.text}
    </p>
  ) : (
    <p ref={line} className={`${desk.saved} ${styles.outcome}`} role="status" tabIndex={-1}>
      {outcome.text}
    </p>
  );
}
