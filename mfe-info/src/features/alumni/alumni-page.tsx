import type { AlumniStory } from '@aspire/contracts/info';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import layout from '../../components/layout.module.css';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { truncate } from '../../lib/format.ts';
import styles from './alumni.module.css';
import { alumniQuery } from './queries.ts';

export const ALUMNI_CUT = 200;

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
        {(story, i) => {
          const cut = story.description.length > ALUMNI_CUT;
          return (
            <article key={story.id} className={`${layout.card} ${styles.card}`} data-testid="alumni-card">
              <img
                src={story.imageUrl}
                alt={`Portrait for the story “${story.name}”`}
                width={400}
                height={400}
                className={layout.cardImage}
                loading={i > 3 ? 'lazy' : 'eager'}
              />
              <div className={layout.cardBody}>
                <h2>{story.name}</h2>
                <p className={styles.description} data-testid="alumni-description">
                  {truncate(story.description, ALUMNI_CUT)}
                </p>
                {cut && (
                  <div className={layout.actions}>
                    <button type="button" className={layout.buttonOutline} onClick={() => setOpen(story)}>
                      See More<span className="visually-hidden"> of {story.name}</span>
                    </button>
                  </div>
                )}
              </div>
            </article>
          );
        }}
      </ListSection>
      <Dialog open={open !== null} title={open?.name ?? 'Alumni story'} onClose={() => setOpen(null)}>
        {open && (
          <div className={styles.full}>
            <img src={open.imageUrl} alt="" width={160} height={160} className={styles.modalImage} />
            <p data-testid="alumni-full">{open.description}</p>
            <button type="button" className={layout.button} onClick={() => setOpen(null)}>
              Close
            </button>
          </div>
        )}
      </Dialog>
    </>
  );
}
