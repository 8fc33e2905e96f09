import { eventListSchema } from '@aspire/contracts/info';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { LoadError, Loading } from '../../components/status.tsx';
import { useInfo } from '../../lib/use-api.ts';
import { EventCard } from './event-card.tsx';
import styles from './events.module.css';

/** Home page: the next three upcoming events and a link to /events. */
export function EventsWidget() {
  const events = useInfo('event?when=upcoming', eventListSchema);
  return (
    <section className={layout.sectionAlt} aria-labelledby="home-events-title">
      <div className={layout.container}>
        <div className={styles.widgetHead}>
          <h2 id="home-events-title" className={layout.sectionTitle}>
            Events
          </h2>
          <Link to="/events">See all events →</Link>
        </div>
        {events.status === 'loading' && <Loading label="Loading events…" />}
        {events.status === 'error' && <LoadError message={events.error.message} onRetry={events.retry} />}
        {events.status === 'ready' && (
          <div className={layout.grid}>
            {events.data.slice(0, 3).map((event) => (
              <EventCard key={event.id} event={event} headingLevel={3} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
