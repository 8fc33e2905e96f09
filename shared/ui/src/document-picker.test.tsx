// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import { DOCUMENT_MAX_BYTES, type DocumentAsset } from '@aspire/contracts/media';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentPicker } from './document-picker.tsx';
import type { MediaLibraryApi } from './media-library.tsx';
import { seriousAxeIssues } from './testing/axe.ts';
import { button, settle, until } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';
import { libraryApi, libraryItem } from './testing/media-library.ts';

const dom = domRoot();

const STORED = '/api/info/media/bbbbbbbbbbbbbbbbbbbbbbbb/document.pdf';
const pdf = (name: string, bytes = 1000, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });
const asset = (pages: number, bytes: number): DocumentAsset => ({
  id: 'b'.repeat(24),
  url: STORED,
  type: 'application/pdf',
  bytes,
  pages,
});

const busyChanges: boolean[] = [];
function Harness({
  upload,
  initial = null,
  library,
  error,
}: {
  upload: (file: File) => Promise<DocumentAsset>;
  initial?: string | null;
  library?: MediaLibraryApi;
  error?: string;
}) {
  const [url, setUrl] = useState(initial);
  return (
    <>
      <DocumentPicker
        legend="The issue’s PDF"
        hint="Readers open it from the magazine’s page."
        value={url}
        onChange={setUrl}
        upload={upload}
        error={error}
        library={library}
        onBusyChange={(busy) => busyChanges.push(busy)}
      />
      <output>{url ?? 'none'}</output>
    </>
  );
}
const render = async (props: Parameters<typeof Harness>[0]) => {
  busyChanges.length = 0;
  await act(async () => dom.render(<Harness {...props} />));
};
const value = () => dom.container.querySelector('output')?.textContent;
const fileInput = () => dom.container.querySelector<HTMLInputElement>('input[type="file"]')!;
/** What the control's description says: the hint, then any refusal or error. */
const described = () =>
  (fileInput().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
async function choose(file: File) {
  Object.defineProperty(fileInput(), 'files', { value: [file], configurable: true });
  await act(async () => void fileInput().dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

describe('DocumentPicker', () => {
  it('uploads a PDF and shows it with its pages and size, then removes it', async () => {
    let answer: (asset: DocumentAsset) => void = () => {};
    const upload = vi.fn(() => new Promise<DocumentAsset>((resolve) => (answer = resolve)));
    await render({ upload });
    expect(fileInput().accept).toBe('application/pdf');
    expect(described()).toEqual(['One PDF of up to 20 MB. Readers open it from the magazine’s page.']);

    await choose(pdf('Magazine 2025.pdf'));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Magazine 2025.pdf' }));
    expect(dom.container.textContent).toContain('Uploading Magazine 2025.pdf…');
    expect(fileInput().disabled).toBe(true);
    expect(busyChanges.at(-1)).toBe(true);

    await act(async () => answer(asset(36, 2.4 * 1024 * 1024)));
    await settle();
    expect(value()).toBe(STORED);
    const link = dom.container.querySelector('a');
    expect([link?.textContent, link?.getAttribute('href')]).toEqual(['Open Magazine 2025.pdf', STORED]);
    expect(dom.container.textContent).toContain('36 pages · 2.4 MB');
    expect(busyChanges.at(-1)).toBe(false);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    await act(async () => button(dom.container, 'Remove the document').click());
    expect(value()).toBe('none');
    expect(document.activeElement).toBe(fileInput());
  });

  it('refuses at once what is not a PDF or is too large, and says why the service refused one', async () => {
    const upload = vi.fn<(file: File) => Promise<DocumentAsset>>();
    await render({ upload });
    await choose(pdf('photo.jpg', 1000, 'image/jpeg'));
    expect(described()[1]).toBe('photo.jpg is not a PDF.');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    await choose(pdf('scan.pdf', DOCUMENT_MAX_BYTES + 1));
    expect(described()[1]).toBe('scan.pdf is too large (20 MB); PDFs of up to 20 MB are taken.');
    expect(upload).not.toHaveBeenCalled();

    upload.mockRejectedValueOnce(new ApiFailure(415, 'Upload a PDF file', { file: 'Upload a PDF file' }));
    await choose(pdf('renamed.pdf'));
    await settle();
    expect(described()[1]).toBe('renamed.pdf was not added: Upload a PDF file.');
    expect(value()).toBe('none');
  });

  it('shows a document the record already had, and the form’s word on it', async () => {
    await render({ upload: vi.fn(), initial: STORED, error: 'Add the issue’s PDF' });
    expect(dom.container.querySelector('a')?.textContent).toBe('Open the current PDF');
    expect(described().at(-1)).toBe('Add the issue’s PDF');
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('chooses a document from the library', async () => {
    const brochure = libraryItem(4, { kind: 'document', name: 'Brochure', pages: 8, bytes: 900 * 1024 });
    const library = libraryApi(() => ({ items: [brochure], next: null }));
    await render({ upload: vi.fn(), library });
    await act(async () => button(dom.container, 'Choose from the library').click());
    const dialog = () => document.querySelector('dialog[open]') as HTMLElement;
    await until(() => dialog()?.querySelectorAll('li').length === 1);
    expect(library.loadPage).toHaveBeenCalledWith({ kind: 'document', q: undefined, after: undefined });
    await act(async () => button(dialog(), 'Use this document: Brochure').click());
    expect(value()).toBe(brochure.url);
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(dom.container.textContent).toContain('Open Brochure');
    expect(dom.container.textContent).toContain('8 pages · 900 kB');
  });
});
