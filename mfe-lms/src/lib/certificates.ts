import { callFile, http } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { myCertificateListSchema } from '@aspire/contracts/certificates';

/** The signed-in learner's certificates, newest first (each with its PDF's address). */
export const myCertificatesQuery = () =>
  apiQuery('lms/my-certificates', myCertificateListSchema, { private: true });

/**
 * A certificate's PDF, fetched with the learner's token: a plain link would go without it. `pdfUrl` is
 * the address the service gives (`/api/lms/my-certificates/{code}.pdf`); the data layer adds `/api/`.
 */
export const downloadCertificate = (pdfUrl: string) => callFile(http.get(pdfUrl.replace(/^\/?api\//, '')));
