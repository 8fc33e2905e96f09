// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import { DOCUMENT_MAX_BYTES, MEDIA_ALT_REQUIRED } from '@aspire/contracts/media';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MediaLibrary, MediaLibraryDialog } from './media-library.tsx';
import { SEARCH_DELAY_MS } from './search-box.tsx';
import { seriousAxeIssues } from './testing/axe.ts';
import { button, byLabel, settle, setValue, until } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';
import { libraryApi, libraryItem } from './testing/media-library.ts';

const dom = domRoot();

const cards = () => [...dom.container.querySelectorAll('li strong')].map((name) => name.textContent);
const facts = () => [...dom.container.querySelectorAll('li small')].map((said) => said.textContent);
const card = (name: string) => {
  const found = [...dom.container.querySelectorAll('li')].find((li) => li.textContent?.includes(name));
  if (!found) throw new Error(`no item ${name}`);
  return found as HTMLElement;
};
const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });
async function choose(input: HTMLInputElement, ...files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

const PICTURE = libraryItem(1, { name: 'Library front.jpg', alt: 'The library at dusk' });
const DOCUMENT = libraryItem(2, { kind: 'document', name: 'Prospectus 2026', bytes: 2.5 * 1024 * 1024 });
const UNDESCRIBED = libraryItem(3, { name: 'Sports day.jpg' });

describe('MediaLibrary', () => {
  it('lists the library with each item’s facts, filtered, searched and a page at a time', async () => {
    const api = libraryApi(({ after, kind }) =>
      kind === 'document'
        ? { items: [DOCUMENT], next: null }
        : after
          ? { items: [UNDESCRIBED], next: null }
          : { items: [PICTURE, DOCUMENT], next: DOCUMENT.id },
    );
    await act(async () => dom.render(<MediaLibrary api={api} />));
    await until(() => cards().length === 2);
    expect(cards()).toEqual(['Library front.jpg', 'Prospectus 2026']);
    expect(facts()).toEqual(['244 kB · 1600 × 1200 · 3 Mar 2026', '2.5 MB · 12 pages · 3 Mar 2026']);
    const thumb = dom.container.querySelector('img');
    expect([thumb?.getAttribute('src'), thumb?.alt]).toEqual([
      '/api/info/media/aaaaaaaaaaaaaaaaaaaaaaa1/160.webp',
      'The library at dusk',
    ]);
    expect(card('Prospectus 2026').textContent).toContain('PDF');
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    await act(async () => button(dom.container, 'Load more').click());
    await until(() => cards().length === 3);
    expect(api.loadPage).toHaveBeenLastCalledWith({ kind: undefined, q: undefined, after: DOCUMENT.id });
    expect(card('Sports day.jpg').textContent).toContain('No description yet');
    expect(dom.container.textContent).not.toContain('Load more');

    await act(async () => setValue(byLabel<HTMLSelectElement>(dom.container, 'Show'), 'document'));
    await until(() => cards().length === 1);
    expect(api.loadPage).toHaveBeenLastCalledWith({ kind: 'document', q: undefined, after: undefined });

    await act(async () => setValue(byLabel(dom.container, 'Search'), 'prospectus'));
    await settle(SEARCH_DELAY_MS + 20);
    expect(api.loadPage).toHaveBeenLastCalledWith({ kind: 'document', q: 'prospectus', after: undefined });
  });

  it('saves a name and description, showing a refusal under its field', async () => {
    const api = libraryApi(() => ({ items: [UNDESCRIBED, DOCUMENT], next: null }));
    await act(async () => dom.render(<MediaLibrary api={api} />));
    await until(() => cards().length === 2);
    const picture = card('Sports day.jpg');
    // A picture is not kept without its description: the form says so under the field, sending nothing.
    await act(async () => button(picture, 'Save Sports day.jpg').click());
    await settle(10);
    const description = byLabel<HTMLTextAreaElement>(picture, 'Description');
    const describedBy = description.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(MEDIA_ALT_REQUIRED);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(api.change).not.toHaveBeenCalled();

    api.change.mockRejectedValueOnce(
      new ApiFailure(400, 'Invalid name: Keep the name under 120 characters', {
        name: 'Keep the name under 120 characters',
      }),
    );
    await act(async () => setValue(description, 'Relay runners at the finishing line'));
    await act(async () => button(picture, 'Save Sports day.jpg').click());
    await settle(10);
    expect(api.change).toHaveBeenLastCalledWith(UNDESCRIBED.id, {
      name: 'Sports day.jpg',
      alt: 'Relay runners at the finishing line',
    });
    expect(picture.textContent).toContain('Keep the name under 120 characters');

    const saved = { ...UNDESCRIBED, name: 'Sports day relay', alt: 'Relay runners at the finishing line' };
    api.change.mockResolvedValueOnce(saved);
    await act(async () => setValue(byLabel(picture, 'Name'), 'Sports day relay'));
    await act(async () => button(picture, 'Save Sports day.jpg').click());
    await until(() => card('Sports day relay').textContent?.includes('Saved.') ?? false);
    expect(card('Sports day relay').textContent).not.toContain('No description yet');

    // A document has a name only.
    const prospectus = card('Prospectus 2026');
    expect(prospectus.querySelector('textarea')).toBeNull();
    api.change.mockResolvedValueOnce({ ...DOCUMENT, name: 'Prospectus' });
    await act(async () => setValue(byLabel(prospectus, 'Name'), 'Prospectus'));
    await act(async () => button(prospectus, 'Save Prospectus 2026').click());
    await settle(10);
    expect(api.change).toHaveBeenLastCalledWith(DOCUMENT.id, { name: 'Prospectus' });
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('uploads pictures and PDFs, refusing in the browser what the service would, and reads the list again', async () => {
    const api = libraryApi(() => ({ items: [], next: null }));
    await act(async () => dom.render(<MediaLibrary api={api} />));
    await until(() => dom.container.textContent?.includes('Nothing here yet') ?? false);
    const input = byLabel(dom.container, 'Upload pictures or PDFs');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif,application/pdf');

    api.uploadDocument.mockRejectedValueOnce(new ApiFailure(422, 'This PDF could not be read'));
    api.uploadPicture.mockResolvedValueOnce({
      id: PICTURE.id,
      url: PICTURE.url,
      width: 1600,
      height: 1200,
      type: 'image/jpeg',
      bytes: 1000,
    });
    await choose(
      input,
      file('shell.php', 'application/x-php'),
      file('huge.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1),
      file('broken.pdf', 'application/pdf'),
      file('front.jpg', 'image/jpeg'),
    );
    await settle(10);
    expect(api.uploadDocument.mock.calls.map(([sent]) => sent.name)).toEqual(['broken.pdf']);
    expect(api.uploadPicture.mock.calls.map(([sent]) => sent.name)).toEqual(['front.jpg']);
    const said = [...dom.container.querySelectorAll('ul li')].map((li) => li.textContent);
    expect(said).toEqual([
      'Not added: shell.php is not a picture or a PDF. Dismiss shell.php',
      'Not added: huge.pdf is too large (20 MB); PDFs of up to 20 MB are taken. Dismiss huge.pdf',
      'Not added: This PDF could not be read. Dismiss broken.pdf',
    ]);
    expect(input.getAttribute('aria-describedby')).toBe(dom.container.querySelector('ul')?.id);
    // The first page is read again after the upload that went through.
    expect(api.loadPage).toHaveBeenCalledTimes(2);
    expect(dom.container.querySelector('[aria-live]')?.textContent).toBe('front.jpg added to the library.');
  });

  it('says plainly when the library cannot be read, and tries again', async () => {
    const api = libraryApi(() => ({ items: [PICTURE], next: null }));
    api.loadPage.mockRejectedValueOnce(new ApiFailure(0, 'We could not reach the server.'));
    await act(async () => dom.render(<MediaLibrary api={api} />));
    await until(() => dom.container.textContent?.includes('We could not load the library.') ?? false);
    await act(async () => button(dom.container, 'Try again').click());
    await until(() => cards().length === 1);
  });
});

describe('MediaLibraryDialog', () => {
  it('lists one kind and hands back the item chosen with "Use this", then closes', async () => {
    const api = libraryApi(() => ({ items: [PICTURE, UNDESCRIBED], next: null }));
    const onChoose = vi.fn();
    const onClose = vi.fn();
    await act(async () =>
      dom.render(<MediaLibraryDialog api={api} kind="picture" open onClose={onClose} onChoose={onChoose} />),
    );
    const dialog = () => document.querySelector('dialog[open]') as HTMLElement;
    await until(() => dialog()?.querySelectorAll('li').length === 2);
    expect(dialog().querySelector('h2')?.textContent).toBe('Choose a picture');
    expect(api.loadPage).toHaveBeenCalledWith({ kind: 'picture', q: undefined, after: undefined });
    expect(dialog().querySelector('select')).toBeNull();
    expect(await seriousAxeIssues(dialog())).toEqual([]);

    await act(async () => button(dialog(), 'Use this picture: Sports day.jpg').click());
    expect(onChoose).toHaveBeenCalledWith(UNDESCRIBED);
    expect(onClose).toHaveBeenCalled();
  });
});
