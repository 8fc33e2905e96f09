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
        sell it. An enquiry or message that does not become an application is erased two years after it
        reaches us; applications stay in the college’s records. Read our{' '}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        to see, correct or delete what we hold.
      </p>
    </div>
  );
}
