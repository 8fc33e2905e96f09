import {
  CAMPUS_LABELS,
  FEE_MODE_LABELS,
  type InboxRecord,
  KIND_LABELS,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import { displayPhone } from '@aspire/contracts/phone';
import { FieldList, formatDateTime, deskStyles as styles } from '@aspire/ui/desk.ts';
import { Link } from 'react-router-dom';
import own from './desk.module.css';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An address without its query: the campaign's parameters are shown on their own lines. */
const withoutQuery = (address: string) => address.split(/[?#]/)[0] ?? address;

/** Every field of a record: the person, the course, the message, where they came from, guardian, fee. */
export function RecordFields({ record }: { record: InboxRecord }) {
  const { source, guardian, fee, notice } = record;
  // An erased record keeps no address or number: nothing to write to or call.
  const reachable = !record.erased;
  return (
    <>
      <section className={styles.section} aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <FieldList
          rows={[
            ['Kind', KIND_LABELS[record.kind]],
            ['Received', formatDateTime(record.receivedAt)],
            ['Status', STATUS_LABELS[record.status]],
            ['E-mail', reachable ? <a href={`mailto:${record.email}`}>{record.email}</a> : null],
            ['Phone', reachable ? <a href={`tel:${record.phone}`}>{displayPhone(record.phone)}</a> : null],
            ['Gender', record.gender],
            ['Course', record.courseTitle],
            ['Campus', record.campus && CAMPUS_LABELS[record.campus]],
            ['Mode', record.admissionMode],
            ['Location', record.location],
            ['Subject', record.subject],
            ['Under 18', record.minor ? 'Yes' : null],
            ['Offer letter sent', record.offerSentAt && formatDateTime(record.offerSentAt)],
            ['Enrolled', record.enrolledAt && formatDateTime(record.enrolledAt)],
            [
              'Privacy notice',
              notice
                ? `Version ${notice.version}, agreed by sending the form ${formatDateTime(notice.agreedAt)}`
                : 'Not recorded (sent before the site kept it)',
            ],
          ]}
        />
        <h3>Message</h3>
        <p className={own.message}>{record.message}</p>
      </section>

      {guardian && (
        <section className={styles.section} aria-labelledby="guardian-heading">
          <h2 id="guardian-heading">Parent or guardian</h2>
          <FieldList
            rows={[
              ['Name', reachable ? guardian.name : null],
              ['E-mail', reachable ? <a href={`mailto:${guardian.email}`}>{guardian.email}</a> : null],
              [
                'Phone',
                reachable ? <a href={`tel:${guardian.phone}`}>{displayPhone(guardian.phone)}</a> : null,
              ],
              [
                'Consent',
                guardian.consentedAt ? (
                  `Confirmed ${formatDateTime(guardian.consentedAt)}`
                ) : reachable ? (
                  <strong>Waiting: we e-mailed them a link to confirm</strong>
                ) : (
                  'Never given'
                ),
              ],
            ]}
          />
        </section>
      )}

      {fee && (
        <section className={styles.section} aria-labelledby="fee-heading">
          <h2 id="fee-heading">Fee</h2>
          <FieldList
            rows={[
              ['Amount', rupees.format(fee.amount)],
              ['Paid by', FEE_MODE_LABELS[fee.mode]],
              ['Reference', fee.reference],
              ['Recorded', `${formatDateTime(fee.recordedAt)} by ${fee.recordedBy.name}`],
            ]}
          />
        </section>
      )}

      <section className={styles.section} aria-labelledby="source-heading">
        <h2 id="source-heading">Where they came from</h2>
        <FieldList
          rows={[
            ['Campaign', source.utmCampaign],
            ['Source', source.utmSource],
            ['Medium', source.utmMedium],
            ['Term', source.utmTerm],
            ['Content', source.utmContent],
            ['Referrer', source.referrer && withoutQuery(source.referrer)],
            ['Landing page', source.landingPage && withoutQuery(source.landingPage)],
          ]}
        />
      </section>

      {record.duplicates.length > 0 && (
        <section className={styles.section} aria-labelledby="duplicates-heading">
          <h2 id="duplicates-heading">Same e-mail or phone</h2>
          <ul>
            {record.duplicates.map((other) => (
              <li key={other.id}>
                <Link to={`/staff/admissions/${encodeURIComponent(other.id)}`}>
                  {KIND_LABELS[other.kind]} from {other.name}, {formatDateTime(other.receivedAt)}
                </Link>{' '}
                <span className={styles.muted}>({STATUS_LABELS[other.status]})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
