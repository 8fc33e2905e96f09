import type { ContentKind } from '@aspire/contracts/content-desk';
import { ORIGINAL_CONTENT, type Revision, type RevisionAction } from '@aspire/contracts/publishing';
import { deskStyles as desk, formatDateTime } from '@aspire/ui/desk.ts';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { revisionsQuery } from './content-api.ts';

const ACTION_TEXT: Record<RevisionAction, string> = {
  created: 'Created',
  saved: 'Draft saved',
  published: 'Published',
  scheduled: 'Scheduled',
  unpublished: 'Unpublished',
  restored: 'An earlier version restored',
};

/** What a revision was: the content the site began with, or the change someone made. */
const whatOf = (revision: Revision) =>
  revision.by === ORIGINAL_CONTENT ? 'The content the site began with' : ACTION_TEXT[revision.action];

/**
 * The item's revisions, newest first (what, who, when), each but the current one with "Restore this
 * version": its fields become the draft (nothing public changes until it is published). With unsaved
 * changes in the form, it asks first: they would be replaced.
 */
export function Revisions({
  kind,
  id,
  current,
  changed,
  acting,
  onRestore,
}: {
  kind: ContentKind;
  id: string;
  /** The item's version now (its revision needs no restoring). */
  current: number;
  changed: boolean;
  acting: boolean;
  onRestore: (revision: number) => void;
}) {
  const revisions = useQuery(revisionsQuery(kind, id));
  const [asking, setAsking] = useState<number | null>(null);
  const restore = (revision: number) => {
    if (changed) setAsking(revision);
    else onRestore(revision);
  };
  return (
    <section className={desk.section} aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Revisions</h2>
      <Resource query={revisions} what="the revisions">
        {(list) =>
          list.length === 0 ? (
            <p className={desk.hint}>No changes yet: this is the content the site began with.</p>
          ) : (
            <ol className={desk.timeline} aria-labelledby="revisions-heading">
              {list.map((revision) => (
                <li key={revision.version}>
                  <span className={desk.when}>
                    Version {revision.version} · {formatDateTime(revision.at)}
                    {revision.by === ORIGINAL_CONTENT ? '' : ` · ${revision.by}`}
                  </span>
                  {whatOf(revision)}
                  {revision.version !== current && (
                    <div>
                      <button
                        type="button"
                        className={desk.link}
                        disabled={acting}
                        onClick={() => restore(revision.version)}
                      >
                        Restore this version
                        <span className="visually-hidden"> (version {revision.version})</span>
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </Resource>
      <Dialog open={asking !== null} title="Replace your unsaved changes?" onClose={() => setAsking(null)}>
        <p>
          Restoring version {asking} puts its text in the form in place of your changes, which are not saved.
        </p>
        <div className={desk.inline}>
          <button
            type="button"
            className={desk.primary}
            onClick={() => {
              if (asking !== null) onRestore(asking);
              setAsking(null);
            }}
          >
            Restore version {asking}
          </button>
          <button type="button" className={desk.secondary} onClick={() => setAsking(null)}>
            Keep my changes
          </button>
        </div>
      </Dialog>
    </section>
  );
}
