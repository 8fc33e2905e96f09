import { DOCUMENT_MAX_BYTES } from '@aspire/contracts/media';
import { describe, expect, it } from 'vitest';
import { PHP_SCRIPT, testDocument } from '../testing/documents.ts';
import { testPicture } from '../testing/pictures.ts';
import {
  DOCUMENT_MISSING,
  DOCUMENT_NOT_PDF,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_UNREADABLE,
  readDocument,
} from './document.ts';

const refusal = (status: number, message: string) => ({ status, message, errors: { file: message } });

describe('readDocument', () => {
  it('answers a PDF’s size and pages', async () => {
    const pdf = await testDocument(3);
    expect(await readDocument(pdf)).toEqual({ bytes: pdf.byteLength, pages: 3 });
  });

  it('refuses an empty upload (400) and one over DOCUMENT_MAX_BYTES (413), before reading it', async () => {
    await expect(readDocument(new Uint8Array())).rejects.toMatchObject(refusal(400, DOCUMENT_MISSING));
    const oversized = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    oversized.set(await testDocument());
    await expect(readDocument(oversized)).rejects.toMatchObject(refusal(413, DOCUMENT_TOO_LARGE));
    expect(DOCUMENT_TOO_LARGE).toBe('A PDF may be at most 20 MB');
  });

  it('goes by the first bytes: a picture or a PHP script is not a PDF (415)', async () => {
    for (const bytes of [await testPicture(), PHP_SCRIPT]) {
      await expect(readDocument(bytes)).rejects.toMatchObject(refusal(415, DOCUMENT_NOT_PDF));
    }
  });

  it('refuses what only begins like a PDF, or is cut short (422)', async () => {
    const pretending = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...PHP_SCRIPT]);
    const cut = (await testDocument()).slice(0, 400);
    for (const bytes of [pretending, cut]) {
      await expect(readDocument(bytes)).rejects.toMatchObject(refusal(422, DOCUMENT_UNREADABLE));
    }
  });
});
