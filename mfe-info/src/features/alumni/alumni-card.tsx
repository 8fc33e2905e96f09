import type { AlumniStory } from '@aspire/contracts/info';
import { Dialog } from '@aspire/ui/dialog.tsx';
import layout from '../../components/layout.module.css';
import { truncate } from '../../lib/format.ts';
import styles from './alumni.module.css';

const ALUMNI_CUT = 200;

/** A story's card, cut at 200 characters; See More asks for the whole story (its place `index` says how eagerly it loads). */
export function AlumniCard({
  story,
  index,
  onMore,
}: {
  story: AlumniStory;
  index: number;
  onMore: (story: AlumniStory) => void;
}) {
  const cut = story.description.length > ALUMNI_CUT;
  return (
    <article className={`${layout.card} ${styles.card}`} data-testid="alumni-card">
      <img
        src={story.imageUrl}
        alt={`Portrait for the story “${story.name}”`}
        width={400}
        height={400}
        className={layout.cardImage}
        loading={index > 3 ? 'lazy' : 'eager'}
      />
      <div className={layout.cardBody}>
        <h2>{story.name}</h2>
        <p className={styles.description} data-testid="alumni-description">
          {truncate(story.description, ALUMNI_CUT)}
        </p>
        {cut && (
          <div className={layout.actions}>
            <button type="button" className={layout.buttonOutline} onClick={() => onMore(story)}>
              See More<span className="visually-hidden"> of {story.name}</span>
            </button>
          </div>
        )}
      </div>
    </article>
  );
}

/** The whole story in a dialog, while `story` is set. */
export function AlumniStoryDialog({ story, onClose }: { story: AlumniStory | null; onClose: () => void }) {
  return (
    <Dialog open={story !== null} title={story?.name ?? 'Alumni story'} onClose={onClose}>
      {story && (
        <div className={styles.full}>
          <img src={story.imageUrl} alt="" width={160} height={160} className={styles.modalImage} />
          <p data-testid="alumni-full">{story.description}</p>
          <button type="button" className={layout.button} onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </Dialog>
  );
}
