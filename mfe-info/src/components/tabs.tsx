import { nextTabIndex } from '@aspire/ui/tab-keys.ts';
import { type KeyboardEvent, useId, useRef } from 'react';
import styles from './tabs.module.css';

/**
 * WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and select them.
 * Returns the tab list; the caller renders the panel with `panelProps`.
 */
export function useTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  label: string;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(tabs[next]!.value);
  };

  const focusIndex = Math.max(
    0,
    tabs.findIndex((t) => t.value === value),
  );
  const list = (
    <div role="tablist" aria-label={label} className={styles.tablist}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={index === focusIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
  const labelledBy = value && tabs.some((t) => t.value === value) ? tabId(value) : undefined;
  const panelProps = {
    id: panelId,
    role: 'tabpanel' as const,
    'aria-labelledby': labelledBy,
    'aria-label': labelledBy ? undefined : label,
    tabIndex: 0,
  };
  return { list, panelProps };
}
