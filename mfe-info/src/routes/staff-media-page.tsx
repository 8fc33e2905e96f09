import { MediaLibrary } from '@aspire/ui/media-library.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { mediaLibrary } from '../features/content-desk/content-api.ts';

/** /staff/media: every picture and PDF uploaded for the information pages, to describe, rename and reuse (role content). */
export default function StaffMediaPage() {
  usePageMeta({
    title: 'Media library',
    description: 'The pictures and PDFs uploaded for the Aspire College site.',
  });
  return (
    <>
      <h1>Media library</h1>
      <p>
        Pictures and PDFs uploaded for events, posts, the gallery and magazines. A description written here is
        filled in wherever the picture is chosen again.
      </p>
      <MediaLibrary api={mediaLibrary} />
    </>
  );
}
