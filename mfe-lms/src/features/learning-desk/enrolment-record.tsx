import { ApiFailure } from '@aspire/client/api-failure';
import type { EnrolmentRecord as EnrolmentRecordData } from '@aspire/contracts/learning-desk';
import { deskStyles as desk, FieldList, formatDateTime, formatDay, Timeline } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CertificateControl } from './certificate-control.tsx';
import { enrolmentQuery } from './desk-api.ts';
import { ERASED_LEARNER, learnerName, StateBadge, UnitsProgress } from './enrolment-parts.tsx';
import { timelineOf } from './enrolment-timeline.ts';
import { useListFilters } from './list-link.ts';
import { WithdrawControl } from './withdraw-control.tsx';

/** A day the service sends as `YYYY-MM-DD` (or a moment, of which the day is read). */
const dayText = (value: string) => formatDay(value.slice(0, 10));

/** Who the learner is, or when they had it erased (their address with it). */
const learnerRows = (data: EnrolmentRecordData): [string, string][] =>
  data.erasedAt
    ? [['Learner', `${ERASED_LEARNER} on ${dayText(data.erasedAt)}`]]
    : [
        ['Learner', data.name],
        ['E-mail', data.email],
      ];

/**
 * An enrolment's page: the learner, the course, their dates and progress, the certificate, what can be
 * done (sign off, withdraw, revoke, reissue; of a learner erased at their request, only revoke: nothing
 * that would reach them) and the enrolment's story. Its back link returns to the
 * course's list as it was filtered.
 */
export function EnrolmentRecord({ id }: { id: string }) {
  const record = useQuery(enrolmentQuery(id));
  const filters = useListFilters();
  if (record.error instanceof ApiFailure && record.error.status === 404)
    return (
      <div className={desk.desk}>
        <h1>Enrolment not found</h1>
        <p>
          There is no enrolment at this address. <Link to="/staff/learning">Back to the courses</Link>
        </p>
      </div>
    );
  return (
    <div className={desk.desk}>
      <Resource query={record} what="this enrolment">
        {(data) => (
          <>
            <p>
              <Link to={`/staff/learning/${data.courseId}${filters}`}>← Back to {data.courseTitle}</Link>
            </p>
            <div className={desk.head}>
              <h1>{learnerName(data)}</h1>
              <p className={desk.inline}>
                <StateBadge state={data.state} />
                <span className={desk.muted}>{data.courseTitle}</span>
              </p>
            </div>
            <div className={desk.record}>
              <div className={desk.column}>
                <section className={desk.section} aria-labelledby="learner-heading">
                  <h2 id="learner-heading">Learner and course</h2>
                  <FieldList
                    rows={[
                      ...learnerRows(data),
                      [
                        'Course',
                        <Link key="course" to={`/staff/learning/${data.courseId}`}>
                          {data.courseTitle}
                        </Link>,
                      ],
                      ['Enrolled', formatDateTime(data.enrolledAt)],
                      ['Runs', `${dayText(data.startDate)} to ${dayText(data.endDate)}`],
                      ['Progress', <UnitsProgress key="progress" row={data} />],
                      [
                        'Last activity',
                        data.lastActivityAt ? formatDateTime(data.lastActivityAt) : 'None yet',
                      ],
                    ]}
                  />
                </section>
                <Timeline entries={timelineOf(data)} />
              </div>
              <div className={desk.column}>
                <CertificateControl record={data} />
                <WithdrawControl record={data} />
              </div>
            </div>
          </>
        )}
      </Resource>
    </div>
  );
}
