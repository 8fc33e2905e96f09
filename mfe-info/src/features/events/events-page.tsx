import type { EventWhen, InfoEvent } from '@aspire/contracts/info';
import { EVENT_WHEN } from '@aspire/contracts/info-values';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { useTabs } from '../../components/tabs.tsx';
import { EventCard } from './event-card.tsx';
import { EventDialog } from './event-dialog.tsx';
import styles from './events.module.css';
import { eventsQuery } from './queries.ts';

const TABS = [
  { value: 'upcoming', label: 'Upcoming Events' },
  { value: 'past', label: 'Past Events' },
] as const;

/** /events: tabs Upcoming Events and Past Events filter by the server's date; Show all events lists both. */
export function EventsPage() {
  usePageMeta({
    title: 'Events',
    description:
      'Upcoming and past events of Aspire College: open days, seminars, Peace Expo, workshops and webinars.',
  });
  const [params, setParams] = useSearchParams();
  const requested = params.get('when');
  const when: EventWhen = (EVENT_WHEN as readonly string[]).includes(requested ?? '')
    ? (requested as EventWhen)
    : 'upcoming';
  const setWhen = (value: EventWhen) => setParams({ when: value }, { replace: true });
  const { list, panelProps } = useTabs({
    tabs: TABS,
    value: when,
    onChange: setWhen,
    label: 'Events by date',
  });
  const events = useQuery(eventsQuery(when));
  const [selected, setSelected] = useState<InfoEvent | null>(null);

  return (
    <>
      <PageHero
        title="Events"
        eyebrow="Learn and meet with us"
        banner="events"
        intro="Open days, seminars, Peace Expo and free workshops in Chennai, Bengaluru and online. Past events can be watched again."
      />
      <section className={layout.section} aria-label="Event list">
        <div className={layout.container}>
          {list}
          <div className={styles.showAll}>
            {when === 'all' ? (
              <p className={layout.muted}>Showing all events, upcoming and past.</p>
            ) : (
              <button type="button" className={layout.buttonOutline} onClick={() => setWhen('all')}>
                Show all events
              </button>
            )}
          </div>
          <div {...panelProps}>
            <Resource query={events} what="events">
              {(list) =>
                list.length === 0 ? (
                  <p className={styles.empty}>
                    {when === 'past'
                      ? 'No past events yet.'
                      : 'No upcoming events just now. Please check back soon.'}
                  </p>
                ) : (
                  <div className={layout.grid}>
                    {list.map((event, i) => (
                      <EventCard key={event.id} event={event} onView={setSelected} lazy={i > 2} />
                    ))}
                  </div>
                )
              }
            </Resource>
          </div>
        </div>
      </section>
      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
