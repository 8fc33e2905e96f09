import type { AlumniStory } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { AlumniCard, AlumniStoryDialog } from './alumni-card.tsx';
import { alumniQuery } from './queries.ts';

/** /alumni: story cards cut at 200 characters; See More opens the full story in a dialog. */
export function AlumniPage() {
  usePageMeta({
    title: 'Alumni Stories',
    description:
      'Stories of Aspire graduates: counsellors, teachers, scholars, founders and community leaders.',
  });
  const alumni = useQuery(alumniQuery());
  const [open, setOpen] = useState<AlumniStory | null>(null);
  return (
    <>
      <PageHero
        title="Alumni Stories"
        eyebrow="15,000+ graduates"
        banner="people"
        intro="Our graduates teach, counsel, research and build businesses across India and beyond. Here are a few of their stories."
      />
      <ListSection label="Stories" query={alumni} what="the alumni stories">
        {(story, i) => <AlumniCard key={story.id} story={story} index={i} onMore={setOpen} />}
      </ListSection>
      <AlumniStoryDialog story={open} onClose={() => setOpen(null)} />
    </>
  );
}
