import type { InfoEvent } from '@aspire/contracts/info';
import { useState } from 'react';
import layout from '../../components/layout.module.css';
import { EventCard } from './event-card.tsx';
import { EventDialog } from './event-dialog.tsx';

/** The event as the public events page shows it: its card, whose View opens the event's details. */
export function EventPreview({ item }: { item: InfoEvent }) {
  const [opened, setOpened] = useState<InfoEvent | null>(null);
  return (
    <>
      <div className={layout.grid}>
        <EventCard event={item} onView={setOpened} lazy={false} />
      </div>
      <EventDialog event={opened} onClose={() => setOpened(null)} />
    </>
  );
}
