import { ApiFailure } from '@aspire/client/http';
import type { CourseDetail } from '@aspire/contracts/lms';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LoadError, Loading } from '@aspire/ui/status.tsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { fetchCourse, rememberUnit, setUnitCompleted } from './api.ts';
import styles from './course-viewer.module.css';
import { SectionAccordion } from './section-accordion.tsx';
import { UnitPlayer } from './unit-player.tsx';
import { CourseNotFound, NotEnrolled } from './viewer-messages.tsx';

/** `/lms/:slug`: loads the course for the signed-in learner and says plainly when it cannot. */
export function CourseViewer({ slug }: { slug: string }) {
  const course = useLoad(`course:${slug}`, () => fetchCourse(slug));
  const status = course.status === 'error' && course.error instanceof ApiFailure ? course.error.status : 0;
  const title =
    course.status === 'ready'
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
  if (course.status === 'loading') return <Loading label="Loading your course…" />;
  if (course.status === 'error') {
    if (status === 403) return <NotEnrolled slug={slug} />;
    if (status === 404 || status === 400) return <CourseNotFound />;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Your course</h1>
        <LoadError error={course.error} what="this course" onRetry={course.retry} />
      </div>
    );
  }
  return <Viewer key={slug} slug={slug} detail={course.data} />;
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
  const [completed, setCompleted] = useState<ReadonlySet<string>>(
    () => new Set(units.filter(({ unit }) => unit.completed).map(({ unit }) => unit.id)),
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
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const progressLabel = useId();

  // Remember the unit opened (the service keeps it for resuming); failures only cost the resume point.
  const remembered = useRef(detail.lastUnitId);
  useEffect(() => {
    if (!currentId || remembered.current === currentId) return;
    remembered.current = currentId;
    rememberUnit(slug, currentId).catch(() => {});
  }, [slug, currentId]);

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
    setFailure('');
    const last = units.at(-1)?.unit.id === unitId;
    requestAnimationFrame(() => (focus === 'next' && !last ? nextRef : headingRef).current?.focus());
  }

  async function toggleComplete() {
    if (!current) return;
    const { unit } = current;
    const done = !completed.has(unit.id);
    setBusy(true);
    setFailure('');
    try {
      const progress = await setUnitCompleted(slug, unit.id, done);
      setCompleted(new Set(progress.completedUnitIds));
      setAnnouncement(
        `${done ? 'Marked complete' : 'Marked not complete'}: ${unit.title}. ${progress.completedUnitIds.length} of ${units.length} units completed.`,
      );
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error.message : 'We could not save that. Please try again.');
    } finally {
      setBusy(false);
    }
  }

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
            busy={busy}
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
