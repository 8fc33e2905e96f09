import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { CommunityTile } from './community-tile.tsx';
import { communityListQuery } from './queries.ts';

/** /community: the college's community initiatives, each with its own page. */
export function CommunityPage() {
  usePageMeta({
    title: 'Community',
    description:
      'Aspire’s community initiatives: free fatwa service, workshops, neighbour events, Salam Centres and W Power.',
  });
  const items = useQuery(communityListQuery());
  return (
    <>
      <PageHero
        title="Our Community"
        eyebrow="Service beyond the classroom"
        banner="community"
        intro="Learning is meant to benefit people. These are the ways students, faculty and alumni of Aspire serve the wider community, free of charge."
      />
      <ListSection label="Community initiatives" query={items} what="initiatives">
        {(item) => <CommunityTile key={item.id} item={item} />}
      </ListSection>
    </>
  );
}
