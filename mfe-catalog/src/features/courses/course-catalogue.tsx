import { CATEGORY_LABELS, type CourseCategory, isCourseCategory } from '@aspire/contracts/catalog-categories';
import { Resource } from '@aspire/ui/resource.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { coursesQuery } from '../../lib/catalog-api.ts';
import { CourseGrid } from './course-grid.tsx';
import { CourseTabs, panelId, tabId } from './course-tabs.tsx';
import styles from './courses.module.css';

/** The spec's default tab is On Campus; the /course link is the free-courses list. */
export function useCategory(): [CourseCategory, (category: CourseCategory) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const fallback: CourseCategory = pathname.replace(/\/$/, '') === '/course' ? 'free' : 'on-campus';
  const raw = params.get('category');
  const category = isCourseCategory(raw) ? raw : fallback;
  const select = (next: CourseCategory) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('category', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [category, select];
}

/** Tabs and the course list of the selected category; the tab lives in the URL (?category=free). */
export function CourseCatalogue() {
  const [category, select] = useCategory();
  const courses = useQuery(coursesQuery(category));
  return (
    <section className={styles.catalogue} aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="visually-hidden">
        Browse courses by category
      </h2>
      <CourseTabs active={category} onSelect={select} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(category)}
        className={styles.panel}
        aria-busy={courses.isPending}
      >
        <Resource
          query={courses}
          what="the courses"
          placeholder={<Loading label={`Loading ${CATEGORY_LABELS[category]}…`} />}
        >
          {(list) =>
            list.length ? (
              <>
                <p className={styles.count} aria-live="polite">
                  {list.length} {list.length === 1 ? 'course' : 'courses'} in {CATEGORY_LABELS[category]}
                </p>
                <CourseGrid courses={list} />
              </>
            ) : (
              <p className={styles.count}>No courses in this category yet.</p>
            )
          }
        </Resource>
      </div>
    </section>
  );
}
