import type { LearningUnit } from '@aspire/contracts/lms';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styles from './unit-player.module.css';

type Props = {
  unit: LearningUnit;
  position: { index: number; total: number };
  completed: boolean;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  nextRef: Ref<HTMLButtonElement>;
  hasNext: boolean;
  onToggleComplete: () => void;
  onNext: () => void;
};

/** The current unit: a captioned video we host, or a reading, with Mark complete and Next. */
export function UnitPlayer({
  unit,
  position,
  completed,
  busy,
  headingRef,
  nextRef,
  hasNext,
  onToggleComplete,
  onNext,
}: Props) {
  return (
    <section className={styles.player} aria-labelledby="lms-unit-title">
      <header className={styles.header}>
        <p className={styles.kicker}>
          Unit {position.index + 1} of {position.total} · {unit.kind === 'video' ? 'Video' : 'Reading'} ·{' '}
          {unit.duration}
        </p>
        <h2 id="lms-unit-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {unit.title}
        </h2>
      </header>
      {unit.kind === 'video' && unit.videoUrl ? (
        <div className={styles.screen}>
          {/* biome-ignore lint/a11y/useMediaCaption: the captions track is the <track> below */}
          <video
            key={unit.id}
            className={styles.video}
            controls
            preload="metadata"
            playsInline
            width={640}
            height={360}
            poster={unit.posterUrl}
            aria-label={`Video: ${unit.title}`}
          >
            <source src={unit.videoUrl} type="video/webm" />
            {unit.captionsUrl && (
              <track kind="captions" src={unit.captionsUrl} srcLang="en" label="English" default />
            )}
            Your browser cannot play this video.
          </video>
        </div>
      ) : null}
      <div className={styles.body}>
        {unit.kind === 'reading' && (
          <div className={styles.reading}>
            {(unit.reading ?? []).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        )}
        <div className={styles.actions}>
          {completed ? (
            <>
              <p className={styles.done}>
                <span aria-hidden="true">✓ </span>You completed this unit
              </p>
              <button type="button" className={styles.secondary} onClick={onToggleComplete} disabled={busy}>
                Undo complete
              </button>
            </>
          ) : (
            <button type="button" className={styles.primary} onClick={onToggleComplete} disabled={busy}>
              Mark complete
            </button>
          )}
          {hasNext ? (
            <button type="button" ref={nextRef} className={styles.next} onClick={onNext}>
              Next <span aria-hidden="true">→</span>
            </button>
          ) : (
            <Link className={styles.next} to="/course/progress">
              Back to my courses
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
