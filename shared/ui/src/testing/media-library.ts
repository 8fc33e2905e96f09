import type { MediaLibraryItem } from '@aspire/contracts/media';
import { vi } from 'vitest';
import type { MediaLibraryApi } from '../media-library.tsx';

/** A library entry for a test: picture `n` of the info service, or a document with `kind: 'document'`. */
export function libraryItem(n: number, item: Partial<MediaLibraryItem> = {}): MediaLibraryItem {
  const id = String(n).padStart(24, 'a');
  const document = item.kind === 'document';
  return {
    id,
    kind: 'picture',
    url: document ? `/api/info/media/${id}/document.pdf` : `/api/info/media/${id}/600.webp`,
    alt: '',
    name: `Item ${n}`,
    bytes: 250_000,
    ...(document ? { pages: 12 } : { width: 1600, height: 1200 }),
    uploadedAt: '2026-03-03T06:30:00.000Z',
    uploadedBy: 'staff-1',
    ...item,
  };
}

/** A library service for a test: pages as `pages` says, the calls recorded. */
export function libraryApi(
  pages: (query: Parameters<MediaLibraryApi['loadPage']>[0]) => {
    items: MediaLibraryItem[];
    next: string | null;
  },
) {
  return {
    loadPage: vi.fn(async (query: Parameters<MediaLibraryApi['loadPage']>[0]) => pages(query)),
    change: vi.fn<MediaLibraryApi['change']>(),
    uploadPicture: vi.fn<MediaLibraryApi['uploadPicture']>(),
    uploadDocument: vi.fn<MediaLibraryApi['uploadDocument']>(),
    replaceFile: vi.fn<MediaLibraryApi['replaceFile']>(),
  } satisfies MediaLibraryApi;
}
