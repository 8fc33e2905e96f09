import { ApiFailure } from '@aspire/client/api-failure';
import { type CertificateCheck as Check, certificateCodeSchema } from '@aspire/contracts/certificates';
import { formatDay } from '@aspire/ui/dates.ts';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { certificateCheckQuery } from './api.ts';
import styles from './certificate-check.module.css';
import { CodeForm } from './code-form.tsx';

const UNKNOWN = 'No certificate has this code';
/** What the check says in place of the name of a holder who had their data erased. */
export const HOLDER_ERASED = "The holder's name was removed at their request.";

/**
 * `/certificates/:code`: anyone checks a certificate by the code printed on it (or its QR code). It
 * shows only what the certificate itself shows (without the name once its holder had their data erased), and asks search engines not to index the page. A code
 * that cannot be one is answered here without asking the service.
 */
export function CertificateCheck({ code: typed }: { code: string }) {
  const parsed = certificateCodeSchema.safeParse(typed);
  const code = parsed.success ? parsed.data : null;
  const check = useQuery({ ...certificateCheckQuery(code ?? ''), enabled: code !== null });
  const unknown = code === null || (check.error instanceof ApiFailure && check.error.status === 404);
  usePageMeta({
    title: unknown ? UNKNOWN : `Certificate ${code}`,
    description: 'Check a certificate of completion of Aspire College & Trust by its code.',
    noindex: true,
  });
  return (
    <div className={styles.page}>
      {unknown ? (
        <Unknown code={typed} />
      ) : (
        <Resource query={check} what="the certificate">
          {(certificate) => <Certificate certificate={certificate} />}
        </Resource>
      )}
    </div>
  );
}

function Certificate({ certificate }: { certificate: Check }) {
  const valid = certificate.status === 'valid';
  return (
    <article className={styles.sheet} aria-labelledby="certificate-title">
      <p className={styles.eyebrow}>Aspire College &amp; Trust · Certificate check</p>
      <h1 id="certificate-title" className={styles.title}>
        Certificate <span className={`${styles.code} ${styles.whole}`}>{certificate.code}</span>
      </h1>
      <p className={valid ? styles.valid : styles.revoked}>
        {valid ? (
          <>
            <span aria-hidden="true">✓ </span>Valid
          </>
        ) : (
          `Revoked${certificate.revokedOn ? ` on ${formatDay(certificate.revokedOn)}` : ''}`
        )}
      </p>
      <p className={styles.meaning}>
        {valid
          ? 'The college issued this certificate and it stands.'
          : 'The college has withdrawn this certificate. It no longer shows that the course was completed.'}
      </p>
      <dl className={styles.details}>
        {certificate.name !== null && (
          <>
            <dt>Name</dt>
            <dd>{certificate.name}</dd>
          </>
        )}
        <dt>Course</dt>
        <dd>{certificate.courseTitle}</dd>
        <dt>Issued on</dt>
        <dd>{formatDay(certificate.issuedOn)}</dd>
      </dl>
      {certificate.name === null && <p className={styles.meaning}>{HOLDER_ERASED}</p>}
      <p className={styles.footnote}>
        This page is the college's own record. A printed or shared copy is genuine only if its{' '}
        {certificate.name === null ? '' : 'name, '}course, date and code match what you see here.
      </p>
      <p className={styles.printRow}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          Print this page
        </button>
      </p>
    </article>
  );
}

/** An unknown or impossible code: said plainly, with how to read a code off a certificate. */
function Unknown({ code }: { code: string }) {
  return (
    <section className={styles.sheet} aria-labelledby="certificate-unknown">
      <p className={styles.eyebrow}>Aspire College &amp; Trust · Certificate check</p>
      <h1 id="certificate-unknown" className={styles.title}>
        {UNKNOWN}
      </h1>
      <p>
        We found no certificate with the code <strong className={styles.code}>{code.slice(0, 40)}</strong>.
      </p>
      <h2 className={styles.subtitle}>How to check the code</h2>
      <ul className={styles.tips}>
        <li>
          The code is printed on the certificate. It has the form ASP-XXXX-XXXX: ASP, then two groups of four
          letters and digits, such as ASP-7K2M-Q9XD.
        </li>
        <li>
          Codes never use the letters I, L, O or U: a character that looks like O is the digit 0, and one that
          looks like I or L is the digit 1.
        </li>
        <li>Scanning the QR code with a phone opens this page with the code already filled in.</li>
      </ul>
      <CodeForm />
      <p className={styles.footnote}>
        If the code is right and still not found, please call or write to the college: we will look into it.
      </p>
    </section>
  );
}
