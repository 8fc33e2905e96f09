import type { InfoEvent } from '@aspire/contracts/info';
import { ExternalLink } from '../../components/external-link.tsx';
import layout from '../../components/layout.module.css';
import { formatDayRange, formatTimeRange } from '../../lib/format.ts';
import styles from './events.module.css';

/** An event: title, dates as DD-MMM-YYYY, time range, location; View, and Play for a recorded past event. */
export function EventCard({
  event,
  onView,
  headingLevel = 2,
  lazy = true,
}: {
  event: InfoEvent;
  onView?: (event: InfoEvent) => void;
  headingLevel?: 2 | 3;
  lazy?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={layout.card} data-testid="event-card" data-end={event.date.end}>
      <img
        src={event.image}
        alt={event.imageAlt}
        width={800}
        height={500}
        className={layout.cardImage}
        loading={lazy ? 'lazy' : 'eager'}
      />
      <div className={layout.cardBody}>
        <div className={styles.badges}>
          <span className={`${styles.badge} ${event.past ? styles.past : ''}`}>
            {event.past ? 'Past event' : 'Upcoming'}
          </span>
          <span className={styles.badge}>{event.language}</span>
        </div>
        <Heading>{event.eventName}</Heading>
        <dl className={styles.meta}>
          <div>
            <dt>Date</dt>
            <dd data-testid="event-dates">{formatDayRange(event.date)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{formatTimeRange(event.time)}</dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>{event.location}</dd>
          </div>
        </dl>
        {event.offer && <p className={layout.muted}>{event.offer}</p>}
        <div className={layout.actions}>
          {onView && (
            <button type="button" className={layout.buttonOutline} onClick={() => onView(event)}>
              View<span className="visually-hidden"> details of {event.eventName}</span>
            </button>
          )}
          {event.past && event.recordingUrl && (
            <ExternalLink href={event.recordingUrl} className={layout.button}>
              ▶ Play<span className="visually-hidden"> the recording of {event.eventName}</span>
            </ExternalLink>
          )}
        </div>
      </div>
    </article>
  );
}
