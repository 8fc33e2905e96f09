import {
  CONTENT_KIND_TEXT,
  type ContentKind,
  contentKindSchema,
  FIXED_KINDS,
} from '@aspire/contracts/content-desk';
import type { InfoPage } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link, useParams } from 'react-router-dom';
import { FacultyPreview } from '../features/about/faculty-preview.tsx';
import { LeaderPreview } from '../features/about/leader-preview.tsx';
import { AlumniPreview } from '../features/alumni/alumni-preview.tsx';
import { PostPreview } from '../features/blogs/post-preview.tsx';
import { CommunityPreview } from '../features/community/community-preview.tsx';
import { ContentRecord } from '../features/content-desk/content-record.tsx';
import type { ItemPreview } from '../features/content-desk/kind-spec.ts';
import { SPECS } from '../features/content-desk/kinds.ts';
import { NewContent } from '../features/content-desk/new-content.tsx';
import { EventPreview } from '../features/events/event-preview.tsx';
import { GalleryPreview } from '../features/gallery/gallery-preview.tsx';
import { HomeBannerPreview, HomeCountPreview } from '../features/home-content/home-previews.tsx';
import { LegalPagePreview } from '../features/legal/legal-page.tsx';
import { MagazinePreview } from '../features/magazines/magazine-preview.tsx';
import { ScholarshipPreview } from '../features/scholarship/scholarship-page.tsx';
import { TestimonialImagePreview } from '../features/testimonials/testimonial-image-preview.tsx';
import { TestimonialPreview } from '../features/testimonials/testimonial-preview.tsx';
import { WebinarPreview } from '../features/w-power/webinar-card.tsx';

/** A page as the public site draws it: a legal text, or the scholarship page. */
function PagePreview({ item }: { item: InfoPage }) {
  return item.layout === 'legal' ? <LegalPagePreview item={item} /> : <ScholarshipPreview item={item} />;
}

/** Each kind's preview: the public pages' own components (composed here, as features do not import each other). */
const PREVIEWS: Record<ContentKind, ItemPreview> = {
  events: EventPreview,
  posts: PostPreview,
  gallery: GalleryPreview,
  magazines: MagazinePreview,
  alumni: AlumniPreview,
  testimonials: TestimonialPreview,
  faculty: FacultyPreview,
  leadership: LeaderPreview,
  community: CommunityPreview,
  webinars: WebinarPreview,
  'testimonial-images': TestimonialImagePreview,
  pages: PagePreview,
  'home-banners': HomeBannerPreview,
  'home-counts': HomeCountPreview,
};

/**
 * /staff/content/:kind/new: a new item of the kind (an event, a post, a gallery picture…);
 * /staff/content/:kind/:id: one, edited (the new form never gives an item the id `new`).
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
          The content desk edits events, posts, the gallery, magazines, alumni stories, testimonials, faculty,
          leadership, community initiatives, webinars, the wall of thanks, the pages, and the home page’s
          banners and counts. <Link to="/staff/content">Back to Content</Link>
        </p>
      </div>
    );
  if (isNew && FIXED_KINDS.includes(kind.data))
    return (
      <div className={desk.desk}>
        <h1>Not found</h1>
        <p>
          {CONTENT_KIND_TEXT[kind.data].many} are not added here: edit one of those on the list.{' '}
          <Link to={`/staff/content?kind=${kind.data}`}>Back to {CONTENT_KIND_TEXT[kind.data].many}</Link>
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
