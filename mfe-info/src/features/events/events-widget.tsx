import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { EventCard } from './event-card.tsx';
import styles from './events.module.css';
import { eventsQuery } from './queries.ts';

/** Home page: the next three upcoming events and a link to /events. */
export function EventsWidget() {
  const events = useQuery(eventsQuery('upcoming'));
  return (
    <section className={layout.sectionAlt} aria-labelledby="home-events-title">
      <div className={layout.container}>
        <div className={styles.widgetHead}>
          <h2 id="home-events-title" className={layout.sectionTitle}>
            Events
          </h2>
          <Link to="/events">See all events →</Link>
        </div>
        <Resource query={events} what="events">
          {(list) => (
            <div className={layout.grid}>
              {list.slice(0, 3).map((event) => (
                <EventCard key={event.id} event={event} headingLevel={3} />
              ))}
            </div>
          )}
        </Resource>
      </div>
    </section>
  );
}
