import { type EnrolmentRecord, withdrawSchema } from '@aspire/contracts/learning-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { withdrawEnrolment } from './desk-api.ts';
import { ReasonAction } from './reason-action.tsx';

const STATE_TEXTS: Record<EnrolmentRecord['state'], (record: EnrolmentRecord) => string> = {
  invited: ({ email }) => `Invited: the course is theirs once they sign in with ${email} confirmed.`,
  active: () => 'Active: the learner has the course.',
  withdrawn: () =>
    'Withdrawn: the learner no longer has the course; their progress is kept. Enrolling them again on the course’s page gives it back.',
};

/** The enrolment's state, and "Withdraw…" while the learner has (or is invited to) the course. */
export function WithdrawControl({ record }: { record: EnrolmentRecord }) {
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
