import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';

describe('renderPdf', async () => {
  const pdf = await renderPdf({
    title: 'Bachelor of Islamic Studies — Brochure',
    subtitle: 'Aspire College & Trust',
    sections: Array.from({ length: 12 }, (_, i) => ({
      heading: `Section ${i + 1} (with parentheses)`,
      paragraphs: [
        'A paragraph of text that is long enough to wrap across more than one line of the page. '.repeat(4),
      ],
    })),
  });
  const text = Buffer.from(pdf).toString('latin1');

  it('writes a well-formed PDF whose cross-reference offsets point at their objects', () => {
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    for (const [index, offset] of entries.entries()) {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    }
  });

  it('flows long content onto further pages and escapes special characters', () => {
    const count = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(text).toContain('Section 1 \\(with parentheses\\)');
    expect(text).toContain('Bachelor of Islamic Studies - Brochure');
  });
});
