import type { ReactNode } from 'react';
import styles from './desk.module.css';

type Control = { name: string; label: string; value: string | undefined; onChange: (value: string) => void };

/** A list filter's choice, labelled; its first option should be the one meaning "any". */
export function FilterSelect({ name, label, value, onChange, children }: Control & { children: ReactNode }) {
  return (
    <div className={styles.filter}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** A list filter's day (YYYY-MM-DD), labelled. */
export function FilterDate({ name, label, value, onChange }: Control) {
  return (
    <div className={styles.filter}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * One-press filters for the list's commonest questions ("To pack", "Low stock"): buttons that set
 * `value` of the filter `name`, pressed while it holds, and pressed again to drop it.
 */
export function QuickFilters({
  choices,
  value,
  onChange,
}: {
  choices: readonly { label: string; value: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return choices.map((choice) => (
    <button
      key={choice.value}
      type="button"
      className={styles.secondary}
      aria-pressed={value === choice.value}
      onClick={() => onChange(value === choice.value ? '' : choice.value)}
    >
      {choice.label}
    </button>
  ));
}

/** "Clear filters", shown while any filter is set. */
export function ClearFilters({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) return null;
  return (
    <p>
      <button type="button" className={styles.link} onClick={onClear}>
        Clear filters
      </button>
    </p>
  );
}
