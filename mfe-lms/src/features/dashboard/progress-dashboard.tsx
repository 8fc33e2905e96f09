import { useSession } from '@aspire/client/session';
import type { ProgressItem } from '@aspire/contracts/lms';
import { Resource } from '@aspire/ui/resource.tsx';
import { nextTabIndex } from '@aspire/ui/tab-keys.ts';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { progressQuery } from '../../lib/progress-query.ts';
import { CourseCard } from './course-card.tsx';
import styles from './progress-dashboard.module.css';

const TABS = [
  {
    id: 'in-progress',
    label: 'In progress',
    // Spec section 4: In progress lists not_started and not_completed; Completed lists completed.
    has: (item: ProgressItem) => item.status !== 'completed',
    empty: 'You have no course in progress right now.',
  },
  {
    id: 'completed',
    label: 'Completed',
    has: (item: ProgressItem) => item.status === 'completed',
    empty: 'Courses you finish will appear here.',
  },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The progress dashboard (spec section 2): greeting, In progress / Completed tabs, course cards. */
export function ProgressDashboard() {
  const email = useSession((state) => state.email);
  const progress = useQuery(progressQuery());
  const [search, setSearch] = useSearchParams();
  const current: TabId = search.get('tab') === 'completed' ? 'completed' : 'in-progress';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (tab: TabId, focus = false) => {
    setSearch(tab === 'in-progress' ? {} : { tab }, { replace: true });
    if (focus) tabRefs.current[tab]?.focus();
  };
  // WAI-ARIA tabs: arrows, Home and End move between tabs (automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === current);
    const to = nextTabIndex(event.key, index, TABS.length);
    if (to === null) return;
    event.preventDefault();
    select(TABS[to]!.id, true);
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.greeting}>
            Hello, <span className={styles.email}>{email}</span>
          </p>
          <h1 className={styles.title}>Welcome Back</h1>
          <p className={styles.lead}>Here is where you stand in each of your courses.</p>
        </div>
      </header>

      <div className={styles.body}>
        <div className={styles.tabs} role="tablist" aria-label="My courses">
          {TABS.map((tab) => {
            const count = progress.data?.filter(tab.has).length;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[tab.id] = element;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={current === tab.id}
                aria-controls={`panel-${tab.id}`}
                tabIndex={current === tab.id ? 0 : -1}
                className={styles.tab}
                onClick={() => select(tab.id)}
                onKeyDown={onKeyDown}
              >
                {tab.label}
                {count !== undefined && <span className={styles.count}> ({count})</span>}
              </button>
            );
          })}
        </div>

        {TABS.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            hidden={current !== tab.id}
            className={styles.panel}
          >
            {current === tab.id && (
              <Resource query={progress} what="your courses">
                {(items) => <CourseList items={items.filter(tab.has)} empty={tab.empty} />}
              </Resource>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function CourseList({ items, empty }: { items: ProgressItem[]; empty: string }) {
  if (!items.length) {
    return (
      <div className={styles.empty}>
        <p>{empty}</p>
        <Link to="/courses">Browse our courses</Link>
      </div>
    );
  }
  return (
    <ol className={styles.grid}>
      {items.map((item, index) => (
        // One card per enrolment: twins enrolled in both share a `course_id`, not a `courseId`.
        <CourseCard key={item.courseId} item={item} number={index + 1} />
      ))}
    </ol>
  );
}
