import { certificateCodeSchema } from '@aspire/contracts/certificates';
import { describe, expect, it } from 'vitest';
import { newCertificateCode } from './code.ts';

describe('newCertificateCode', () => {
  it('draws codes the contract accepts, spread over the whole alphabet', () => {
    const codes = Array.from({ length: 2_000 }, newCertificateCode);
    for (const code of codes) expect(certificateCodeSchema.parse(code)).toBe(code);
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.flatMap((code) => [...code.replace(/^ASP-|-/g, '')]));
    expect(used.size).toBe(32);
  });
});
