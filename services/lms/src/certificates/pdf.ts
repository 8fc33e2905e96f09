/**
 * A certificate of completion as a PDF: where it downloads and what it is called here; the drawing is in
 * pdf-draw.ts, loaded with the first certificate so an instance that never makes one never holds pdf-lib.
 */

import type { CertificateFace } from './pdf-draw.ts';

/** Where its holder downloads a certificate's PDF (`GET /api/lms/my-certificates/{code}.pdf`). */
export const certificatePdfPath = (code: string) => `/api/lms/my-certificates/${code}.pdf`;
export const certificateFileName = (code: string) => `certificate-${code}.pdf`;

/** The certificate's PDF; the same certificate gives the same bytes (no dates of its making, no ids). */
export async function certificatePdf(face: CertificateFace, siteUrl: string): Promise<Uint8Array> {
  const { drawCertificate } = await import('./pdf-draw.ts');
  return drawCertificate(face, siteUrl);
}
