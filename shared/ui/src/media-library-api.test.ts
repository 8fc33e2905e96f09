// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mediaLibraryApi } from './media-library-api.ts';
import { deskHarness, ok, refused } from './testing/desk-harness.tsx';
import { libraryItem } from './testing/media-library.ts';

const desk = deskHarness();
const api = mediaLibraryApi('info/staff/media');
const item = libraryItem(1);
const REPLACED = '2026-11-26T09:00:00.000Z';

describe('mediaLibraryApi', () => {
  it('reads and changes the library at its base, uploads each kind to its own path with its name, and replaces an item’s file', async () => {
    desk.serve([
      ['GET', /^info\/staff\/media$/, () => ok({ items: [item], next: null })],
      ['PATCH', /^info\/staff\/media\/a+1$/, () => ok({ ...item, alt: 'The library at dusk' })],
      [
        'POST',
        /^info\/staff\/media\/uploads$/,
        () =>
          ok({ id: item.id, url: item.url, width: 1600, height: 1200, type: 'image/jpeg', bytes: 9 }, 201),
      ],
      ['POST', /^info\/staff\/media\/documents\/uploads$/, () => refused(415, 'Upload a PDF file')],
      ['POST', /^info\/staff\/media\/a+1\/uploads$/, () => ok({ ...item, bytes: 9, replacedAt: REPLACED })],
    ]);
    expect(await api.loadPage({ kind: 'picture', q: 'dusk', after: undefined })).toEqual({
      items: [item],
      next: null,
    });
    expect((await api.change(item.id, { alt: 'The library at dusk' })).alt).toBe('The library at dusk');
    const photo = new File(['jpeg'], 'Sports day – 2025.jpg', { type: 'image/jpeg' });
    expect((await api.uploadPicture(photo)).url).toBe(item.url);
    await expect(
      api.uploadDocument(new File(['x'], 'cv.pdf', { type: 'application/pdf' })),
    ).rejects.toMatchObject({
      status: 415,
      message: 'Upload a PDF file',
    });

    const replaced = await api.replaceFile(item.id, new File(['png'], 'Front 2.png', { type: 'image/png' }));
    expect([replaced.bytes, replaced.replacedAt]).toEqual([9, REPLACED]);

    expect(desk.requests()).toEqual([
      'GET info/staff/media?kind=picture&q=dusk',
      `PATCH info/staff/media/${item.id}`,
      'POST info/staff/media/uploads',
      'POST info/staff/media/documents/uploads',
      `POST info/staff/media/${item.id}/uploads`,
    ]);
    expect(await desk.bodies('PATCH', /media/)).toEqual([{ alt: 'The library at dusk' }]);
    const sent = desk.fetchMock.mock.calls.map(([input]) => (input as Request).headers);
    expect([sent[2]?.get('x-file-name'), sent[2]?.get('content-type')]).toEqual([
      encodeURIComponent('Sports day – 2025.jpg'),
      'image/jpeg',
    ]);
    expect(sent[3]?.get('x-file-name')).toBe('cv.pdf');
    expect(sent[4]?.get('content-type')).toBe('image/png');
  });
});
