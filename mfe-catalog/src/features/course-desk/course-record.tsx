import { ApiFailure } from '@aspire/client/api-failure';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { lastChange } from '@aspire/ui/editorial.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CourseEditor } from './course-editor.tsx';
import { type CoursePage, CoursePreview } from './course-preview.tsx';
import { courseEditorQuery } from './desk-api.ts';
import { RevisionsPanel } from './revisions-panel.tsx';

const BACK = '/staff/courses';

/** Whether the page was reached by creating the course (its page says so once). */
function useJustCreated() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'created' in state && state.created === true;
}

/** A course's editor page: its texts and publishing, its preview and its revisions. */
export function CourseRecord({ id, Page }: { id: string; Page: CoursePage }) {
  const course = useQuery(courseEditorQuery(id));
  const [unsaved, setUnsaved] = useState(false);
  const created = useJustCreated();
  if (course.error instanceof ApiFailure && course.error.status === 404)
    return (
      <div className={desk.desk}>
        <h1>Course not found</h1>
        <p>
          There is no course at this address. <Link to={BACK}>Back to the courses</Link>
        </p>
      </div>
    );
  return (
    <div className={desk.desk}>
      <p>
        <Link to={BACK}>← Back to the courses</Link>
      </p>
      <Resource query={course} what="this course">
        {(data) => (
          <>
            <div className={desk.head}>
              <h1>{data.public?.title ?? data.fields.title}</h1>
              <p className={desk.muted}>
                Last change: {lastChange(data.editorial)} ·{' '}
                <a href={`/course/${data.id}`} target="_blank" rel="noopener">
                  The course’s page<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            </div>
            {created && (
              <p className={desk.saved} role="status">
                Saved as a draft. Preview it, then publish it when it is ready.
              </p>
            )}
            <div className={desk.record}>
              <div className={desk.column}>
                <CourseEditor course={data} onDirtyChange={setUnsaved} />
              </div>
              <div className={desk.column}>
                <RevisionsPanel course={data} unsaved={unsaved} />
              </div>
            </div>
            <CoursePreview id={data.id} unsaved={unsaved} Page={Page} />
          </>
        )}
      </Resource>
    </div>
  );
}
