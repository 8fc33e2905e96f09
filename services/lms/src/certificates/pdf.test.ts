import { execFileSync } from 'node:child_process';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './pdf.ts';

const face = {
  code: 'ASP-7K2M-Q9XD',
  name: 'Amina Rahman',
  courseTitle: 'Basic Arabic Diploma',
  issuedOn: '2026-11-26',
};
const pdfTool = (tool: string, bytes: Uint8Array, ...args: string[]) =>
  execFileSync(tool, [...args, '-'], { input: bytes }).toString('utf8');

describe('certificatePdf', () => {
  it('is one A4 landscape page whose words read back as text', async () => {
    const bytes = await certificatePdf(face, 'https://aspirecollege.in');
    expect(pdfTool('pdfinfo', bytes)).toMatch(/Pages:\s+1\n[\s\S]*Page size:\s+842 x 595 pts \(A4\)/);
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    for (const words of [
      'ASPIRE COLLEGE & TRUST',
      'Certificate of completion',
      'This is to certify that',
      'Amina Rahman',
      'has completed',
      'Basic Arabic Diploma',
      'Date of issue',
      '26 November 2026',
      'Certificate code',
      'ASP-7K2M-Q9XD',
      'Check it at https://aspirecollege.in/certificates/ASP-7K2M-Q9XD',
    ])
      expect(text).toContain(words);
  });

  it('carries the QR code as a picture, and gives the same bytes for the same certificate', async () => {
    const bytes = await certificatePdf(face, 'https://aspirecollege.in');
    // pdfimages lists one image, a square PNG-derived one, after its two header lines.
    const images = pdfTool('pdfimages', bytes, '-list').trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    const [, , , width, height] = images[0]!.trim().split(/\s+/);
    expect(width).toBe(height);
    expect(await certificatePdf(face, 'https://aspirecollege.in')).toEqual(bytes);
  });

  it('fits a long name and a long title inside the page, wrapping what cannot shrink enough', async () => {
    const long = {
      ...face,
      name: 'Syeda Fathima Zahra binti Abdul Rahman Qadri Al-Hashimi of Thousand Lights, Chennai',
      courseTitle: 'Post Graduate Diploma in Islamic Finance, Banking and Shariah-compliant Capital Markets',
    };
    const text = pdfText(await certificatePdf(long, 'https://aspirecollege.in')).replace(/\s+/g, ' ');
    expect(text).toContain('Syeda Fathima Zahra');
    expect(text).toContain('Capital Markets');
    expect(text).not.toContain('?');
  });
});
