import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { ContentList } from '../features/content-desk/content-list.tsx';

/** /staff/content: the content desk's lists, one kind at a time (role content; the shell's staff frame guards it). */
export default function StaffContentPage() {
  usePageMeta({
    title: 'Content',
    description: 'The events, posts, pictures, magazines and people of the Aspire College site.',
  });
  return <ContentList />;
}
