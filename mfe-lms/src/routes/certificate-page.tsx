import { useParams } from 'react-router-dom';
import { CertificateCheck } from '../features/certificates/certificate-check.tsx';

/** `/certificates/:code`: the public check of a certificate (its page meta names the code, noindex). */
export default function CertificatePage() {
  const { code = '' } = useParams();
  return <CertificateCheck code={code} />;
}
