import { SITE } from '@aspire/config/site';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link } from 'react-router-dom';
import styles from './thank-you.module.css';

/** After "Write to us": the Thank You page with a link to the homepage (spec section 2). */
export function ThankYouPage() {
  usePageMeta({ title: 'Thank you', description: 'Your message has reached Aspire College & Trust.' });
  return (
    <section className={styles.page} aria-labelledby="thanks-title">
      <svg className={styles.mark} viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#e8f5ec" stroke="#1e6b3a" strokeWidth="3" />
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="#1e6b3a"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="thanks-title">Thank You</h1>
      <p className={styles.lead}>Your message has been successfully received.</p>
      <p>
        Someone from our admissions team will write back within two working days. If it is urgent, call us on{' '}
        <a href={`tel:${SITE.phones.chennai.replace(/\s/g, '')}`}>{SITE.phones.chennai}</a> or write to{' '}
        <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
      </p>
      <Link className={styles.home} to="/">
        Go to Homepage
      </Link>
    </section>
  );
}
export default ThankYouPage;
