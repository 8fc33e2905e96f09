import { CONTENT_KIND_TEXT, contentKindSchema } from '@aspire/contracts/content-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link, useParams } from 'react-router-dom';
import { PostPreview } from '../features/blogs/post-preview.tsx';
import { ContentRecord } from '../features/content-desk/content-record.tsx';
import { SPECS } from '../features/content-desk/kinds.ts';
import { NewContent } from '../features/content-desk/new-content.tsx';
import { EventPreview } from '../features/events/event-preview.tsx';

/** Each kind's preview: the public pages' own components (composed here, as features do not import each other). */
const PREVIEWS = { events: EventPreview, posts: PostPreview } as const;

/**
 * /staff/content/:kind/new: a new event or post; /staff/content/:kind/:id: one, edited (the new form
 * never gives an item the id `new`).
 */
export default function StaffContentItemPage() {
  const params = useParams();
  const kind = contentKindSchema.safeParse(params.kind);
  const id = params.id ?? '';
  const isNew = id === 'new';
  const one = kind.success ? CONTENT_KIND_TEXT[kind.data].one : 'item';
  usePageMeta({
    title: isNew ? `New ${one}` : `Edit ${one}`,
    description: 'Content of the Aspire College site, edited by its staff.',
  });
  if (!kind.success)
    return (
      <div className={desk.desk}>
        <h1>Not found</h1>
        <p>
          The content desk edits events and posts. <Link to="/staff/content">Back to Content</Link>
        </p>
      </div>
    );
  const spec = SPECS[kind.data];
  return isNew ? (
    <NewContent key={kind.data} spec={spec} />
  ) : (
    <ContentRecord key={id} spec={spec} Preview={PREVIEWS[kind.data]} id={id} />
  );
}
