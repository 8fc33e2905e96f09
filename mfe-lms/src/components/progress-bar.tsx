import styles from './progress-bar.module.css';

/** A labelled progress bar: the value is read out as a percent, and drawn as a filled track. */
export function ProgressBar({ value, labelId }: { value: number; labelId: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <div className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
