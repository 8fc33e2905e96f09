import type { Course } from '@aspire/contracts/catalog';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useId, useState } from 'react';
import styles from './course-desk.module.css';
import { previewQuery } from './desk-api.ts';

/** The course page's own drawing of a course (the route gives it: features do not import each other). */
export type CoursePage = ComponentType<{ course: Course }>;

/** The course's page as it will be once the saved draft is published, drawn by the page's own components. */
export function CoursePreview({ id, unsaved, Page }: { id: string; unsaved: boolean; Page: CoursePage }) {
  const [shown, setShown] = useState(false);
  const regionId = useId();
  const preview = useQuery({ ...previewQuery(id), enabled: shown });
  return (
    <section className={desk.section} aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className={desk.hint}>
        The course’s page with the saved draft, as visitors will see it once it is published.
        {unsaved && ' Save your changes to see them here.'}
      </p>
      <p>
        <button
          type="button"
          className={desk.secondary}
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide the preview' : 'Show the preview'}
        </button>
      </p>
      <div id={regionId} className={styles.preview} hidden={!shown}>
        {shown && (
          <Resource query={preview} what="the preview">
            {(course) => <Page course={course} />}
          </Resource>
        )}
      </div>
    </section>
  );
}
