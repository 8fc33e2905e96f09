import { call, http } from '@aspire/client/http';
import {
  documentAssetSchema,
  type MediaKind,
  mediaAssetSchema,
  mediaLibraryItemSchema,
  mediaLibraryPageSchema,
} from '@aspire/contracts/media';
import type { MediaLibraryApi } from './media-library.tsx';

/** A phone's photo on a slow line takes longer than an ordinary request may; a printed issue's PDF, minutes. */
const UPLOAD_TIMEOUT_MS = 300_000;

/** The file itself as the body, its name in `x-file-name` (encoded: any script travels in a header). */
const fileBody = (file: File) => ({
  body: file,
  headers: { 'content-type': file.type, 'x-file-name': encodeURIComponent(file.name) },
  timeout: UPLOAD_TIMEOUT_MS,
});

/**
 * The media library of a service whose kit media routes are mounted at `base` (`info/staff/media`):
 * the library at `base`, pictures uploaded to `base/uploads`, PDFs to `base/documents/uploads`, and an
 * item's file replaced at `base/<id>/uploads`.
 */
export function mediaLibraryApi(base: string): MediaLibraryApi {
  return {
    loadPage: (query: { kind?: MediaKind; q?: string; after?: string }) =>
      call(http.get(base, { searchParams: query }), mediaLibraryPageSchema),
    change: (id, change) => call(http.patch(`${base}/${id}`, { json: change }), mediaLibraryItemSchema),
    uploadPicture: (file) => call(http.post(`${base}/uploads`, fileBody(file)), mediaAssetSchema),
    uploadDocument: (file) =>
      call(http.post(`${base}/documents/uploads`, fileBody(file)), documentAssetSchema),
    replaceFile: (id, file) =>
      call(http.post(`${base}/${id}/uploads`, fileBody(file)), mediaLibraryItemSchema),
  };
}
