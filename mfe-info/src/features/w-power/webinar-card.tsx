import type { Webinar } from '@aspire/contracts/info';
import { ExternalLink } from '../../components/external-link.tsx';
import layout from '../../components/layout.module.css';

/** A past webinar's card under Past events on W Power, its Watch leading to the recording. */
export function WebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <article className={layout.card} data-testid="webinar">
      <div className={layout.cardBody}>
        <h3>{webinar.title}</h3>
        <p className={layout.muted}>{webinar.speaker}</p>
        <p>{webinar.summary}</p>
        <div className={layout.actions}>
          <ExternalLink href={webinar.recordingUrl} className={layout.button}>
            ▶ Watch<span className="visually-hidden"> {webinar.title}</span>
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}

/** The webinar as W Power shows it: its card. */
export function WebinarPreview({ item }: { item: Webinar }) {
  return (
    <div className={layout.grid}>
      <WebinarCard webinar={item} />
    </div>
  );
}
