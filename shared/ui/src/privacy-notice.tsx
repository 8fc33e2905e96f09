import styles from './privacy-notice.module.css';

/**
 * The short notice under a form that collects personal data (DPDP Act 2023): what is kept and why, who
 * sees it, for how long, and the way to the privacy policy. `purpose` completes "We use these details …",
 * starting with "to" ("to answer this enquiry"). The policy opens in a new tab so what was typed stays.
 */
export function PrivacyNotice({ purpose }: { purpose: string }) {
  return (
    <div className={styles.notice}>
      <p>
        We use these details {purpose.trim().replace(/\.$/, '')}. We keep what you type here, with the page or
        link that brought you to our site; only the college’s admissions and office staff see it, and we never
        sell it. We keep it while we deal with your request and for up to two years after our last contact,
        unless you join the college. Read our{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        to see, correct or delete what we hold.
      </p>
    </div>
  );
}
