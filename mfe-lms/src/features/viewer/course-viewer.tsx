import { ApiFailure } from '@aspire/client/http';
import type { CourseDetail } from '@aspire/contracts/lms';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { courseQuery } from './api.ts';
import { CourseEnd } from './course-end.tsx';
import styles from './course-viewer.module.css';
import { SectionAccordion } from './section-accordion.tsx';
import { UnitPlayer } from './unit-player.tsx';
import { useCompleteUnit, useRememberUnit } from './use-unit-progress.ts';
import { CourseNotFound, NotEnrolled } from './viewer-messages.tsx';

/** `/lms/:slug`: loads the course for the signed-in learner and says plainly when it cannot. */
export function CourseViewer({ slug }: { slug: string }) {
  const course = useQuery(courseQuery(slug));
  const failed = course.isError && course.data === undefined;
  const status = failed && course.error instanceof ApiFailure ? course.error.status : 0;
  const title = course.data
    ? course.data.course.title
    : status === 403
      ? 'Not enrolled'
      : status === 404 || status === 400
        ? 'Course not found'
        : 'Your course';
  usePageMeta({
    title,
    description: `Study ${title} in the Aspire learning area: videos, readings and your progress.`,
  });
  if (status === 403) return <NotEnrolled slug={slug} />;
  if (status === 404 || status === 400) return <CourseNotFound />;
  const viewer = (
    <Resource query={course} what="this course" placeholder={<Loading label="Loading your course…" />}>
      {(detail) => <Viewer key={slug} slug={slug} detail={detail} />}
    </Resource>
  );
  if (!failed) return viewer;
  // Any other failure: the retry under the page's own heading.
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your course</h1>
      {viewer}
    </div>
  );
}

function Viewer({ slug, detail }: { slug: string; detail: CourseDetail }) {
  const sections = detail.detail.sections;
  const units = useMemo(
    () =>
      sections.flatMap((section, sectionIndex) =>
        section.learningUnits.map((unit) => ({ unit, sectionIndex })),
      ),
    [sections],
  );
  // The cached course holds each unit's completion; a change updates it (use-unit-progress.ts).
  const completed = useMemo<ReadonlySet<string>>(
    () => new Set(units.filter(({ unit }) => unit.completed).map(({ unit }) => unit.id)),
    [units],
  );
  // Resume at the unit opened last, else start at the beginning.
  const [currentId, setCurrentId] = useState(
    () => units.find(({ unit }) => unit.id === detail.lastUnitId)?.unit.id ?? units[0]?.unit.id ?? '',
  );
  const currentIndex = Math.max(
    0,
    units.findIndex(({ unit }) => unit.id === currentId),
  );
  const [open, setOpen] = useState<number | null>(units[currentIndex]?.sectionIndex ?? 0);
  const [announcement, setAnnouncement] = useState('');
  const completeUnit = useCompleteUnit(slug);
  const { mutate: remember } = useRememberUnit(slug);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const progressLabel = useId();

  // Remember the unit opened (the service keeps it for resuming); failures only cost the resume point.
  const remembered = useRef(detail.lastUnitId);
  useEffect(() => {
    if (!currentId || remembered.current === currentId) return;
    remembered.current = currentId;
    remember(currentId);
  }, [remember, currentId]);

  const current = units[currentIndex];
  if (!current) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{detail.course.title}</h1>
        <p>This course has no learning units yet. Please check back soon.</p>
      </div>
    );
  }
  const next = units[currentIndex + 1];
  const doneCount = units.filter(({ unit }) => completed.has(unit.id)).length;
  const rate = Math.floor((100 * doneCount) / units.length);

  function show(unitId: string, focus: 'heading' | 'next') {
    const target = units.find(({ unit }) => unit.id === unitId);
    if (!target) return;
    setCurrentId(unitId);
    setOpen(target.sectionIndex);
    completeUnit.reset();
    const last = units.at(-1)?.unit.id === unitId;
    requestAnimationFrame(() => (focus === 'next' && !last ? nextRef : headingRef).current?.focus());
  }

  function toggleComplete() {
    if (!current) return;
    const { unit } = current;
    const done = !completed.has(unit.id);
    completeUnit.mutate(
      { unitId: unit.id, done },
      {
        onSuccess: (progress) =>
          setAnnouncement(
            `${done ? 'Marked complete' : 'Marked not complete'}: ${unit.title}. ${progress.completedUnitIds.length} of ${units.length} units completed.${progress.status === 'completed' ? ' You have completed this course.' : ''}`,
          ),
      },
    );
  }
  const failure =
    completeUnit.error instanceof ApiFailure
      ? completeUnit.error.message
      : completeUnit.error && 'We could not save that. Please try again.';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <Link to="/course/progress">My courses</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{detail.course.title}</span>
        </nav>
        <h1 className={styles.title}>{detail.course.title}</h1>
        <div className={styles.summary}>
          <span id={progressLabel}>
            {doneCount} of {units.length} units completed
          </span>
          <div className={styles.summaryBar}>
            <ProgressBar value={rate} labelId={progressLabel} />
          </div>
          <span className={styles.rate}>{rate}%</span>
        </div>
        {rate === 100 && <CourseEnd slug={slug} />}
      </header>
      <div className={styles.layout}>
        <SectionAccordion
          sections={sections}
          completed={completed}
          currentId={current.unit.id}
          open={open}
          onToggle={(index) => setOpen((was) => (was === index ? null : index))}
          onSelect={(unitId) => show(unitId, 'heading')}
        />
        <div className={styles.stage}>
          <UnitPlayer
            unit={current.unit}
            position={{ index: currentIndex, total: units.length }}
            completed={completed.has(current.unit.id)}
            busy={completeUnit.isPending}
            headingRef={headingRef}
            nextRef={nextRef}
            hasNext={Boolean(next)}
            onToggleComplete={toggleComplete}
            onNext={() => next && show(next.unit.id, 'next')}
          />
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
