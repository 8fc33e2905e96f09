import {
  CATEGORY_LABELS,
  COURSE_CATEGORIES,
  type CourseCategory,
} from '@aspire/contracts/catalog-categories';
import { useChoice } from '@aspire/ui/choice.ts';
import { nextTabIndex } from '@aspire/ui/tab-keys.ts';
import { type KeyboardEvent, useRef } from 'react';
import styles from './courses.module.css';

export const tabId = (category: CourseCategory) => `course-tab-${category}`;
export const panelId = 'course-tab-panel';

/**
 * The category tabs (WAI-ARIA tabs pattern): one tab in the tab order, arrows, Home and End move
 * between tabs and select them (at once; the list loads quickly and is cached).
 */
export function CourseTabs({
  active,
  onSelect,
}: {
  active: CourseCategory;
  onSelect: (category: CourseCategory) => void;
}) {
  const [shown, choose] = useChoice(active, onSelect);
  const refs = useRef<Partial<Record<CourseCategory, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, COURSE_CATEGORIES.length);
    if (next === null) return;
    event.preventDefault();
    const category = COURSE_CATEGORIES[next] as CourseCategory;
    choose(category);
    refs.current[category]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label="Course categories">
      {COURSE_CATEGORIES.map((category, index) => (
        <button
          key={category}
          ref={(element) => {
            refs.current[category] = element;
          }}
          id={tabId(category)}
          type="button"
          role="tab"
          aria-selected={category === shown}
          aria-controls={panelId}
          tabIndex={category === shown ? 0 : -1}
          className={styles.tab}
          onClick={() => choose(category)}
          onKeyDown={(event) => move(event, index)}
        >
          {CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
