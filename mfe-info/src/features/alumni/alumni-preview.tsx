import type { AlumniStory } from '@aspire/contracts/info';
import { useState } from 'react';
import layout from '../../components/layout.module.css';
import { AlumniCard, AlumniStoryDialog } from './alumni-card.tsx';

/** The story as Alumni Stories shows it: its card, whose See More opens the whole story. */
export function AlumniPreview({ item }: { item: AlumniStory }) {
  const [open, setOpen] = useState<AlumniStory | null>(null);
  return (
    <>
      <div className={layout.grid}>
        <AlumniCard story={item} index={0} onMore={setOpen} />
      </div>
      <AlumniStoryDialog story={open} onClose={() => setOpen(null)} />
    </>
  );
}
