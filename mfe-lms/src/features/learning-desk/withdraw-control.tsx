import { type EnrolmentRecord, withdrawSchema } from '@aspire/contracts/learning-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { withdrawEnrolment } from './desk-api.ts';
import { ERASED_LEARNER } from './enrolment-parts.tsx';
import { ReasonAction } from './reason-action.tsx';

const STATE_TEXTS: Record<EnrolmentRecord['state'], (record: EnrolmentRecord) => string> = {
  invited: ({ email }) => `Invited: the course is theirs once they sign in with ${email} confirmed.`,
  active: () => 'Active: the learner has the course.',
  withdrawn: () =>
    'Withdrawn: the learner no longer has the course; their progress is kept. Enrolling them again on the course’s page gives it back.',
};

/**
 * The enrolment's state, and "Withdraw…" while the learner has (or is invited to) the course; of a
 * learner erased at their request, only that.
 */
export function WithdrawControl({ record }: { record: EnrolmentRecord }) {
  if (record.erasedAt)
    return (
      <section className={desk.section} aria-labelledby="enrolment-heading">
        <h2 id="enrolment-heading">Enrolment</h2>
        <p>
          {ERASED_LEARNER}. The enrolment is kept, without their details, for the course’s numbers; the
          college can no longer contact them about it.
        </p>
      </section>
    );
  return (
    <section className={desk.section} aria-labelledby="enrolment-heading">
      <h2 id="enrolment-heading">Enrolment</h2>
      <p>{STATE_TEXTS[record.state](record)}</p>
      <ReasonAction
        enrolmentId={record.id}
        available={record.state !== 'withdrawn'}
        opener="Withdraw…"
        title="Withdraw this learner"
        hint="Kept on the enrolment’s timeline. The learner loses the course; their progress is kept."
        submit="Withdraw learner"
        busy="Withdrawing…"
        schema={withdrawSchema}
        send={(reason) => withdrawEnrolment(record.id, { reason })}
        doneText="Withdrawn. The learner no longer has the course."
      />
    </section>
  );
}
