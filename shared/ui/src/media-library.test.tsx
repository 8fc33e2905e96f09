// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import {
  DOCUMENT_MAX_BYTES,
  MEDIA_ALT_REQUIRED,
  MEDIA_REPLACED_MEANWHILE,
  type MediaLibraryItem,
} from '@aspire/contracts/media';
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

  it('replaces an item’s file from its card: busy while sent, then the new thumbnail and the news said aloud', async () => {
    const api = libraryApi(() => ({ items: [PICTURE, DOCUMENT], next: null }));
    await act(async () => dom.render(<MediaLibrary api={api} />));
    await until(() => cards().length === 2);
    const picture = card('Library front.jpg');
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect([input.hidden, input.accept]).toEqual([true, 'image/jpeg,image/png,image/webp,image/avif']);
    const replaceButton = button(picture, 'Replace file… Library front.jpg');
    const chooser = vi.spyOn(input, 'click').mockImplementation(() => {});
    await act(async () => replaceButton.click());
    expect(chooser).toHaveBeenCalledTimes(1);
    const said = () => dom.container.querySelector('[aria-live]')?.textContent;

    // The other kind is refused in the browser, under the button, and nothing is sent.
    await choose(input, file('brochure.pdf', 'application/pdf'));
    const refusal =
      'Not replaced: A picture can only be replaced by another picture: upload a JPEG, PNG, WebP or AVIF.';
    expect(picture.textContent).toContain(refusal);
    const describedBy = replaceButton.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(refusal);
    expect(api.replaceFile).not.toHaveBeenCalled();

    let answer: (item: MediaLibraryItem) => void = () => {};
    api.replaceFile.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const photo = file('library-new.png', 'image/png');
    await choose(input, photo);
    expect(api.replaceFile).toHaveBeenCalledWith(PICTURE.id, photo);
    expect(replaceButton.textContent).toBe('Replacing… Library front.jpg');
    expect(replaceButton.getAttribute('aria-disabled')).toBe('true');
    expect(picture.textContent).not.toContain('Not replaced');
    // Busy, it opens no second chooser (and keeps the focus: it is not disabled).
    await act(async () => replaceButton.click());
    expect([chooser.mock.calls.length, replaceButton.disabled]).toEqual([1, false]);

    const replacedAt = '2026-11-26T09:00:00.000Z';
    await act(async () =>
      answer({ ...PICTURE, width: 1200, height: 1200, bytes: 500_000, replacedAt, replacedBy: 'staff-1' }),
    );
    await until(() => replaceButton.textContent === 'Replace file… Library front.jpg');
    expect(replaceButton.hasAttribute('aria-disabled')).toBe(false);
    expect(picture.querySelector('img')?.getAttribute('src')).toBe(
      `/api/info/media/${PICTURE.id}/160.webp?v=${Date.parse(replacedAt)}`,
    );
    expect(picture.querySelector('small')?.textContent).toBe('488 kB · 1200 × 1200 · replaced 26 Nov 2026');
    expect(said()).toBe(
      'Library front.jpg replaced: every page using it shows the new picture. Check its description still fits.',
    );

    // The service's refusal shows on the item and is said too.
    const prospectus = card('Prospectus 2026');
    const pdfInput = prospectus.querySelector<HTMLInputElement>('input[type="file"]');
    expect(pdfInput?.accept).toBe('application/pdf');
    api.replaceFile.mockRejectedValueOnce(new ApiFailure(409, MEDIA_REPLACED_MEANWHILE));
    await choose(pdfInput as HTMLInputElement, file('prospectus-2.pdf', 'application/pdf'));
    await until(() => prospectus.textContent?.includes('Not replaced') ?? false);
    expect(prospectus.textContent).toContain(`Not replaced: ${MEDIA_REPLACED_MEANWHILE}.`);
    expect(said()).toBe(`Prospectus 2026 was not replaced: ${MEDIA_REPLACED_MEANWHILE}.`);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
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
