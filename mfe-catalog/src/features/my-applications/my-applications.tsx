import { ApiFailure } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { isSignedIn, useSession } from '@aspire/client/session';
import { KIND_LABELS, myApplicationListSchema, type myApplicationSchema } from '@aspire/contracts/admissions';
import { formatDate } from '@aspire/ui/dates.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import styles from './my-applications.module.css';

/** The signed-in person's applications and enquiries (their confirmed e-mail's), newest first. */
export const myApplicationsQuery = () =>
  apiQuery('catalog/applications/mine', myApplicationListSchema, { private: true });

/**
 * The account page's "My applications": each application or enquiry with its course, when it came and
 * where it stands, and whether it waits for a parent or guardian's consent.
 */
export function MyApplications() {
  const signedIn = useSession(isSignedIn);
  const applications = useQuery({ ...myApplicationsQuery(), enabled: signedIn });
  if (!signedIn) return null;
  const unconfirmed = applications.error instanceof ApiFailure && applications.error.status === 403;
  return (
    <section className={styles.widget} aria-labelledby="my-applications-heading">
      <h2 id="my-applications-heading">My applications</h2>
      {unconfirmed ? (
        <p>
          Confirm your e-mail address to see your applications. The link is in the e-mail we sent when you
          signed up.
        </p>
      ) : (
        <Resource query={applications} what="your applications">
          {(list) =>
            list.length === 0 ? (
              <p>
                You have no applications with us yet. <Link to="/courses">Find a course</Link> and apply in a
                few minutes.
              </p>
            ) : (
              <ul className={styles.list}>
                {list.map((application) => (
                  <Application key={application.id} application={application} />
                ))}
              </ul>
            )
          }
        </Resource>
      )}
    </section>
  );
}

function Application({ application }: { application: z.infer<typeof myApplicationSchema> }) {
  return (
    <li className={styles.item}>
      <h3>{application.courseTitle ?? KIND_LABELS[application.kind]}</h3>
      <p className={styles.meta}>
        {KIND_LABELS[application.kind]} received {formatDate(application.receivedAt)}
      </p>
      <p className={styles.status}>{application.statusText}</p>
      {application.awaitingGuardian && (
        <p className={styles.waiting}>
          Waiting for your parent or guardian's consent: we have e-mailed them a link to confirm it.
        </p>
      )}
    </li>
  );
}
