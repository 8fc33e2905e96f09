import type { MyCertificate } from '@aspire/contracts/certificates';
import type { ProgressItem } from '@aspire/contracts/lms';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CertificateSummary } from '../../components/certificate-summary.tsx';
import { myCertificatesQuery } from '../../lib/certificates.ts';
import { progressQuery } from '../../lib/progress-query.ts';
import styles from './course-end.module.css';

/** How often, and how long, the viewer looks again for a certificate being issued. */
export const CERTIFICATE_POLL_MS = 2_000;
export const CERTIFICATE_WAIT_MS = 20_000;

type Ending = { item: ProgressItem; certificate: MyCertificate | undefined };

/** Not certified and not waiting for a sign-off: the certificate is being issued. */
const issuing = ({ item, certificate }: Ending) => !certificate && !item.awaitingSignOff;

/**
 * The end of a course every unit of which is complete: says so, then for each enrolment it teaches
 * (twins share the content) the certificate, or that the college has still to sign the completion off.
 * It appears as the last unit is completed, and reads both afresh then (private reads are never fresh);
 * issuing may take a moment after the last unit, so it looks again for a while.
 */
export function CourseEnd({ slug }: { slug: string }) {
  // Whether the last answers left a certificate being issued (until then: yes), and whether the
  // viewer has looked for long enough.
  const [issuingNow, setIssuingNow] = useState(true);
  const [waitedLong, setWaitedLong] = useState(false);
  const interval = issuingNow && !waitedLong ? CERTIFICATE_POLL_MS : false;
  const progress = useQuery({ ...progressQuery(), refetchInterval: interval });
  const certificates = useQuery({ ...myCertificatesQuery(), refetchInterval: interval });
  const endings: Ending[] = (progress.data ?? [])
    .filter((item) => item.course_id === slug && item.status === 'completed')
    .map((item) => ({
      item,
      certificate: certificates.data?.find((certificate) => certificate.courseId === item.courseId),
    }));
  const issuingAny = !progress.data || !certificates.data || endings.some(issuing);
  useEffect(() => {
    setIssuingNow(issuingAny);
    if (!issuingAny) return;
    const timer = setTimeout(() => setWaitedLong(true), CERTIFICATE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [issuingAny]);

  return (
    <section className={styles.end} aria-labelledby="lms-course-end">
      <h2 id="lms-course-end" className={styles.title}>
        <span aria-hidden="true">✓ </span>You have completed this course
      </h2>
      <p className={styles.lead}>Well done: every unit is complete.</p>
      <Resource query={certificates} what="your certificate">
        {() => (
          <ul className={styles.list}>
            {endings.map((ending) => (
              <li key={ending.item.courseId}>
                {endings.length > 1 && <h3 className={styles.course}>{ending.item.title}</h3>}
                <EndingState ending={ending} waitedLong={waitedLong} />
              </li>
            ))}
          </ul>
        )}
      </Resource>
    </section>
  );
}

function EndingState({ ending, waitedLong }: { ending: Ending; waitedLong: boolean }) {
  const { item, certificate } = ending;
  if (certificate) return <CertificateSummary certificate={certificate} issuedOn={certificate.issuedOn} />;
  if (item.awaitingSignOff)
    return (
      <p className={styles.note}>
        Your completion is waiting for the college to sign it off. We will e-mail your certificate as soon as
        it is signed.
      </p>
    );
  return (
    <p className={styles.note} role="status">
      {waitedLong
        ? 'Your certificate is on its way. We will e-mail it to you, and it will be listed under Completed in your courses.'
        : 'Preparing your certificate…'}
    </p>
  );
}
