// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import { MEDIA_MAX_BYTES } from '@aspire/contracts/media';
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PictureList } from './picture-list.tsx';
import { seriousAxeIssues } from './testing/axe.ts';
import { button, settle, until } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';
import { libraryApi, libraryItem } from './testing/media-library.ts';

const dom = domRoot();

const stored = (n: number) => `/api/shop/media/${String(n).padStart(24, 'a')}/600.webp`;
const picture = (name: string, type = 'image/jpeg', bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type });

/** An upload the test answers: each call waits until the test resolves or rejects it. */
function uploads() {
  const calls: { file: File; resolve: (url: string) => void; reject: (error: unknown) => void }[] = [];
  const upload = vi.fn(
    (file: File) => new Promise<string>((resolve, reject) => calls.push({ file, resolve, reject })),
  );
  return { upload, calls };
}

const busyChanges: boolean[] = [];
function Harness({
  initial = [],
  upload,
  ...more
}: { initial?: string[]; upload: (file: File) => Promise<string> } & Pick<
  Parameters<typeof PictureList>[0],
  'library' | 'onChooseFromLibrary'
>) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <PictureList
        legend="Pictures"
        hint="The shop shows the main one on the product's card."
        value={urls}
        onChange={setUrls}
        upload={upload}
        max={4}
        onBusyChange={(busy) => busyChanges.push(busy)}
        {...more}
      />
      <output data-testid="value">{urls.join(' ')}</output>
    </>
  );
}

const render = async (props: Parameters<typeof Harness>[0]) => {
  busyChanges.length = 0;
  await act(async () => dom.render(<Harness {...props} />));
};
const value = () => dom.container.querySelector('output')?.textContent?.split(' ').filter(Boolean);
/** Each picture as `what it says | its buttons…`. */
const items = () =>
  [...dom.container.querySelectorAll('li')].map((li) => {
    const said = li.cloneNode(true) as HTMLElement;
    for (const control of said.querySelectorAll('button')) control.remove();
    return [said.textContent, ...[...li.querySelectorAll('button')].map((b) => b.textContent)].join(' | ');
  });
const spoken = () => dom.container.querySelector('[aria-live]')?.textContent;
const addControl = () => dom.container.querySelector<HTMLInputElement>('input[type="file"]')!;

async function choose(...files: File[]) {
  const input = addControl();
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

describe('PictureList', () => {
  it('uploads several files at once, each with its own state; a failure says why and Retry sends it again', async () => {
    const { upload, calls } = uploads();
    await render({ upload });
    expect(addControl().accept).toBe('image/jpeg,image/png,image/webp,image/avif');
    expect(addControl().multiple).toBe(true);
    await choose(picture('cover.jpg'), picture('back.png', 'image/png'), picture('spine.webp', 'image/webp'));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['cover.jpg', 'back.png', 'spine.webp']);
    expect(items()).toEqual(['cover.jpgUploading…', 'back.pngUploading…', 'spine.webpUploading…']);
    expect(busyChanges.at(-1)).toBe(true);

    await act(async () => calls[0]?.resolve(stored(1)));
    await act(async () => calls[1]?.reject(new ApiFailure(422, 'This picture could not be read')));
    await settle();
    expect(value()).toEqual([stored(1)]);
    expect(items()).toEqual([
      'Picture 1Main picture | Move earlier (picture 1) | Move later (picture 1) | Remove picture 1',
      'back.pngNot added: This picture could not be read. | Retry back.png | Remove back.png',
      'spine.webpUploading…',
    ]);
    expect(spoken()).toBe('back.png was not added: This picture could not be read.');
    expect(dom.container.querySelector('img')?.getAttribute('src')).toBe(
      '/api/shop/media/aaaaaaaaaaaaaaaaaaaaaaa1/160.webp',
    );

    await act(async () => button(dom.container, 'Retry back.png').click());
    expect(upload).toHaveBeenCalledTimes(4);
    expect(upload.mock.calls[3]?.[0].name).toBe('back.png');
    expect(spoken()).toBe('Sending back.png again.');
    await act(async () => calls[3]?.resolve(stored(2)));
    await act(async () => calls[2]?.resolve(stored(3)));
    await settle();
    expect(value()).toEqual([stored(1), stored(2), stored(3)]);
    expect(spoken()).toBe('spine.webp added as picture 3.');
    expect(busyChanges.at(-1)).toBe(false);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('refuses at once, in the browser, a file of another type or too large, and more than it holds', async () => {
    const { upload } = uploads();
    await render({ upload, initial: [stored(1)] });
    await choose(
      picture('scan.pdf', 'application/pdf'),
      picture('huge.jpg', 'image/jpeg', MEDIA_MAX_BYTES + 1),
      picture('fine.jpg'),
      picture('one-too-many.jpg'),
    );
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['fine.jpg']);
    expect(items().slice(1)).toEqual([
      'scan.pdfNot added: scan.pdf is not a JPEG, PNG, WEBP or AVIF picture. | Remove scan.pdf',
      'huge.jpgNot added: huge.jpg is too large (8 MB); pictures of up to 8 MB are taken. | Remove huge.jpg',
      'fine.jpgUploading…',
    ]);
    expect(dom.container.textContent).toContain('At most 4 pictures: 1 file was left out.');
    // Refused files keep no place: one more fits.
    expect(addControl().disabled).toBe(false);
    await act(async () => button(dom.container, 'Remove scan.pdf').click());
    expect(items()).toHaveLength(3);
    expect(document.activeElement?.textContent).toBe('Remove huge.jpg');
  });

  it('moves a picture earlier or later and removes it, the focus following it and each change read out', async () => {
    await render({ upload: uploads().upload, initial: [stored(1), stored(2), stored(3)] });
    expect(button(dom.container, 'Move earlier (picture 1)').disabled).toBe(true);
    expect(button(dom.container, 'Move later (picture 3)').disabled).toBe(true);

    const later = button(dom.container, 'Move later (picture 1)');
    later.focus();
    await act(async () => later.click());
    expect(value()).toEqual([stored(2), stored(1), stored(3)]);
    expect(spoken()).toBe('Picture 1 moved later: now picture 2 of 3.');
    expect(document.activeElement?.textContent).toBe('Move later (picture 2)');

    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(value()).toEqual([stored(2), stored(3), stored(1)]);
    // At the end, the focus goes to the way it can still move.
    expect(document.activeElement?.textContent).toBe('Move earlier (picture 3)');

    await act(async () => button(dom.container, 'Move earlier (picture 2)').click());
    expect(value()).toEqual([stored(3), stored(2), stored(1)]);
    expect(spoken()).toBe('Picture 2 moved earlier: now picture 1 of 3, the main picture.');
    expect(items()[0]).toContain('Main picture');

    await act(async () => button(dom.container, 'Remove picture 1').click());
    expect(value()).toEqual([stored(2), stored(1)]);
    expect(spoken()).toBe('Picture 1 removed; 2 pictures left.');
    expect(document.activeElement?.textContent).toBe('Remove picture 1');
    await act(async () => button(dom.container, 'Remove picture 1').click());
    await act(async () => button(dom.container, 'Remove picture 1').click());
    expect(value()).toEqual([]);
    expect(document.activeElement).toBe(addControl());
  });

  it('takes files dropped on it', async () => {
    const { upload } = uploads();
    await render({ upload });
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', {
      value: { files: [picture('dropped.jpg')], types: ['Files'] },
    });
    await act(async () => void dom.container.querySelector('fieldset')?.dispatchEvent(drop));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['dropped.jpg']);
    expect(drop.defaultPrevented).toBe(true);
  });

  it('shows the form’s word on the pictures under them, tied to the add control', async () => {
    await act(async () =>
      dom.render(
        <PictureList
          legend="Pictures"
          value={[]}
          onChange={() => {}}
          upload={uploads().upload}
          max={8}
          error="Add at least one picture"
        />,
      ),
    );
    const described = addControl().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '0 pictures of 8 at most. The first is the main picture.',
      'Add at least one picture',
    ]);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });

  it('adds a picture chosen from the library, telling the form which', async () => {
    const chosen = libraryItem(7, { name: 'Chemistry lab.jpg', alt: 'Students at a fume cupboard' });
    const library = libraryApi(() => ({ items: [chosen], next: null }));
    const onChooseFromLibrary = vi.fn();
    await render({ upload: uploads().upload, initial: [stored(1)], library, onChooseFromLibrary });
    const dialog = () => document.querySelector('dialog[open]') as HTMLElement;
    const pick = async () => {
      await act(async () => button(dom.container, 'Choose from the library').click());
      await until(() => dialog()?.querySelectorAll('li').length === 1);
      await act(async () => button(dialog(), 'Use this picture: Chemistry lab.jpg').click());
    };
    await pick();
    expect(library.loadPage).toHaveBeenCalledWith({ kind: 'picture', q: undefined, after: undefined });
    expect(value()).toEqual([stored(1), chosen.url]);
    expect(onChooseFromLibrary).toHaveBeenCalledWith(chosen);
    expect(spoken()).toBe('Chemistry lab.jpg added as picture 2.');
    expect(document.querySelector('dialog[open]')).toBeNull();

    // The same picture twice is one picture.
    await pick();
    expect(value()).toEqual([stored(1), chosen.url]);
    expect(spoken()).toBe('Chemistry lab.jpg is already picture 2.');
    expect(onChooseFromLibrary).toHaveBeenCalledTimes(1);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);
  });
});
