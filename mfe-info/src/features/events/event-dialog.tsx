import type { InfoEvent } from '@aspire/contracts/info';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import layout from '../../components/layout.module.css';
import { formatDayRange, formatTimeRange } from '../../lib/format.ts';
import styles from './events.module.css';

/** The details of one event, in the site's accessible dialog. */
export function EventDialog({ event, onClose }: { event: InfoEvent | null; onClose: () => void }) {
  return (
    <Dialog open={event !== null} title={event?.eventName ?? 'Event'} onClose={onClose}>
      {event && (
        <div>
          <img
            src={event.image}
            alt={event.imageAlt}
            width={800}
            height={500}
            className={styles.dialogImage}
          />
          <dl className={styles.meta}>
            <div>
              <dt>Date</dt>
              <dd>{formatDayRange(event.date)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{formatTimeRange(event.time)}</dd>
            </div>
            <div>
              <dt>Venue</dt>
              <dd>{event.location}</dd>
            </div>
            <div>
              <dt>Language</dt>
              <dd>{event.language}</dd>
            </div>
            <div>
              <dt>Offer</dt>
              <dd>{event.offer}</dd>
            </div>
          </dl>
          <p>{event.description}</p>
          <div className={layout.actions}>
            {event.past && event.recordingUrl && (
              <ExternalLink href={event.recordingUrl} className={layout.button}>
                ▶ Play the recording
              </ExternalLink>
            )}
            <button type="button" className={layout.buttonOutline} onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
