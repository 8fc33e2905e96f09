import { SITE } from '@aspire/config/site';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styles from './application-form.module.css';

/** Shown in the form's place once the service has stored it; the heading takes the focus. */
export function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={styles.thanks} role="status">
      <h2 ref={heading} tabIndex={-1}>
        Thank You
      </h2>
      <p className={styles.thanksLead}>Your message has been successfully received</p>
      <p>Our admissions team will get back to you within two working days. You can also reach us directly:</p>
      <ul className={styles.contacts}>
        <li>
          Email: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        </li>
        <li>
          Chennai: <a href={`tel:${SITE.phones.chennai.replace(/\s/g, '')}`}>{SITE.phones.chennai}</a>
        </li>
        <li>
          Bengaluru: <a href={`tel:${SITE.phones.bengaluru.replace(/\s/g, '')}`}>{SITE.phones.bengaluru}</a>
        </li>
      </ul>
      <Link className={styles.submit} to="/">
        Go to Homepage
      </Link>
    </div>
  );
}
