import { ApiFailure } from '@aspire/client/api-failure';
import { type CertificateStatus, certificatePath } from '@aspire/contracts/certificates';
import { formatDay } from '@aspire/ui/dates.ts';
import { saveBlob } from '@aspire/ui/save-file.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadCertificate } from '../lib/certificates.ts';
import styles from './certificate-summary.module.css';

type Props = {
  certificate: { code: string; status: CertificateStatus; pdfUrl: string };
  /** The day it was issued (`2026-11-26`), where the caller knows it. */
  issuedOn?: string;
};

/**
 * A learner's certificate where they see their course: its code, its PDF to download (while it is
 * valid) and its public page, the address anyone can check it at.
 */
export function CertificateSummary({ certificate, issuedOn }: Props) {
  const id = useId();
  const codeId = `${id}-code`;
  const revoked = certificate.status === 'revoked';
  return (
    <div className={styles.certificate}>
      <p id={codeId} className={styles.code}>
        Certificate <span className={styles.number}>{certificate.code}</span>
      </p>
      {revoked ? (
        <p className={styles.revoked}>Revoked</p>
      ) : (
        issuedOn && <p className={styles.issued}>Issued on {formatDay(issuedOn)}</p>
      )}
      <div className={styles.actions}>
        {!revoked && <PdfDownload certificate={certificate} describedBy={codeId} />}
        <Link to={certificatePath(certificate.code)} aria-describedby={codeId}>
          View its public page
        </Link>
      </div>
    </div>
  );
}

/** "Download PDF": fetched with the learner's token and saved under the name the service gives. */
function PdfDownload({
  certificate,
  describedBy,
}: {
  certificate: Props['certificate'];
  describedBy: string;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { blob, filename } = await downloadCertificate(certificate.pdfUrl);
      saveBlob(blob, filename ?? `${certificate.code}.pdf`);
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.message : 'Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.download}
        disabled={pending}
        aria-describedby={describedBy}
        onClick={() => void download()}
      >
        {pending ? 'Preparing the PDF…' : 'Download PDF'}
      </button>
      {failure && (
        <p className={styles.failure} role="alert">
          The certificate could not be downloaded. {failure}
        </p>
      )}
    </>
  );
}
