import { ApiFailure } from '@aspire/client/api-failure';
import type { CourseEditor, CourseRevision } from '@aspire/contracts/course-desk';
import { deskStyles as desk, formatDateTime, reason } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './course-desk.module.css';
import { restoreRevision, revisionsQuery, useCourseChanged, useCourseRefresh } from './desk-api.ts';

const ACTION_WORDS: Record<CourseRevision['action'], string> = {
  created: 'Original texts',
  saved: 'Draft saved',
  published: 'Published',
  scheduled: 'Scheduled',
  unpublished: 'Taken off the site',
  restored: 'Earlier texts restored',
};

/**
 * The course's revisions, newest first, each with who and when; Restore brings one's texts back as the
 * draft (the page changes when it is published). Not while the form holds unsaved changes: they would
 * be lost.
 */
export function RevisionsPanel({ course, unsaved }: { course: CourseEditor; unsaved: boolean }) {
  const revisions = useQuery(revisionsQuery(course.id));
  const changed = useCourseChanged();
  const refresh = useCourseRefresh();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const restore = async (revision: CourseRevision) => {
    setBusy(true);
    setSaid(null);
    try {
      changed(await restoreRevision(course.id, course.editorial.version, revision.version));
      setSaid({
        ok: true,
        text: `Texts of ${formatDateTime(revision.at)} restored as the draft. Publish them to show them.`,
      });
    } catch (error) {
      setSaid({ ok: false, text: reason(error) });
      if (error instanceof ApiFailure && error.status === 409) void refresh(course.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={desk.section} aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      {unsaved && <p className={desk.hint}>Save or undo your changes to restore an earlier version.</p>}
      <div aria-live="polite">
        {said && <p className={said.ok ? desk.saved : desk.failed}>{said.text}</p>}
      </div>
      <Resource query={revisions} what="the revisions">
        {(list) =>
          list.length === 0 ? (
            <p className={desk.muted}>No changes yet: the texts are as the site began with them.</p>
          ) : (
            <ol className={styles.revisions}>
              {list.map((revision, index) => (
                <li key={revision.version}>
                  <span>
                    <strong>{ACTION_WORDS[revision.action]}</strong>
                    <br />
                    <span className={desk.muted}>
                      {revision.by}, {formatDateTime(revision.at)}
                    </span>
                  </span>
                  {index > 0 && (
                    <button
                      type="button"
                      className={desk.secondary}
                      disabled={busy || unsaved}
                      onClick={() => void restore(revision)}
                    >
                      Restore
                      <span className="visually-hidden"> the texts of {formatDateTime(revision.at)}</span>
                    </button>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </Resource>
    </section>
  );
}
