import { ApiFailure } from '@aspire/client/http';
import { COURSE_SLUGS, slugTitle } from '@aspire/contracts/courses';
import { NOT_ENROLLED } from '@aspire/contracts/lms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { meQuery } from '../../lib/me-query.ts';
import { courseQuery, renewSession } from './api.ts';
import styles from './viewer-messages.module.css';

/** The catalogue page of the course with this slug (`/course/{id}`), or the course list. */
function coursePage(slug: string) {
  const id = Object.entries(COURSE_SLUGS).find(([, s]) => s === slug)?.[0];
  return id ? `/course/${id}` : '/courses';
}

/**
 * The viewer's refusal of a course the learner is not enrolled in. An invitation opens only to its
 * confirmed address, so a learner whose address is not confirmed yet is told to confirm it first.
 */
export function NotEnrolled({ slug }: { slug: string }) {
  const me = useQuery(meQuery());
  return (
    <div className={styles.box}>
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="24" fill="#f4f7f5" />
        <path
          d="M17 22v-4a7 7 0 0 1 14 0v4"
          fill="none"
          stroke="#0b5d4b"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="13" y="22" width="22" height="15" rx="3" fill="#0b5d4b" />
        <circle cx="24" cy="29" r="2.5" fill="#c8902e" />
      </svg>
      <h1 className={styles.title}>{NOT_ENROLLED}</h1>
      {me.data && !me.data.emailVerified ? (
        <Unconfirmed slug={slug} email={me.data.email} />
      ) : (
        <>
          <p>
            <strong>{slugTitle(slug)}</strong> is not one of your courses yet. The course page explains what
            it covers and how to apply; once you are enrolled, it will appear in your courses.
          </p>
          {me.data && (
            <p>
              If the college has invited you, sign in with the e-mail address the invitation was sent to. You
              are signed in as <strong>{me.data.email}</strong>.
            </p>
          )}
          <p className={styles.actions}>
            <Link className={styles.primary} to={coursePage(slug)}>
              View the course page
            </Link>
            <Link to="/course/progress">Back to my courses</Link>
          </p>
        </>
      )}
    </div>
  );
}

/**
 * A learner whose address is not confirmed yet: an invitation opens only to a confirmed one. Their token
 * says so until it is renewed (every few minutes), so "I have confirmed it" renews it, then asks again.
 */
function Unconfirmed({ slug, email }: { slug: string; email: string }) {
  const client = useQueryClient();
  const recheck = useMutation({
    mutationFn: renewSession,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: meQuery().queryKey }),
        client.invalidateQueries({ queryKey: courseQuery(slug).queryKey }),
      ]),
  });
  return (
    <>
      <p>
        You are signed in as <strong>{email}</strong>, and this address is not confirmed yet. If the college
        has enrolled you in <strong>{slugTitle(slug)}</strong>, the course opens as soon as you confirm it:
        please follow the link in the e-mail we sent you when you created your account, then come back here.
      </p>
      <p>No e-mail? You can have it sent again from My account.</p>
      <p className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={recheck.isPending}
          onClick={() => recheck.mutate()}
        >
          {recheck.isPending ? 'Checking…' : 'I have confirmed it: open the course'}
        </button>
        <Link to="/account">Go to My account</Link>
        <Link to="/course/progress">Back to my courses</Link>
      </p>
      <div aria-live="polite">
        {recheck.isSuccess && (
          <p className={styles.note}>
            Your address is still not confirmed. Please follow the link in the e-mail first, then try again.
          </p>
        )}
        {recheck.isError && (
          <p className={styles.note}>
            We could not check just now.{' '}
            {recheck.error instanceof ApiFailure ? recheck.error.message : 'Please try again.'}
          </p>
        )}
      </div>
    </>
  );
}

export function CourseNotFound() {
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>Course not found</h1>
      <p>We could not find a course at this address. It may have moved, or the link may be mistyped.</p>
      <p className={styles.actions}>
        <Link className={styles.primary} to="/course/progress">
          My courses
        </Link>
        <Link to="/courses">All courses</Link>
      </p>
    </div>
  );
}
