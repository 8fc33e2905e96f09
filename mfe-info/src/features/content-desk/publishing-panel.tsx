import type { Editorial } from '@aspire/contracts/publishing';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { indiaDayAndTime, stateSentence } from '@aspire/ui/editorial.ts';
import { Field, FormAlert, useFormContext, useFormState } from '@aspire/ui/form.tsx';
import { type ReactNode, useState } from 'react';
import styles from './content-desk.module.css';

/** What the editor's form is sent to do: keep the draft, or also publish it now or at a time. */
export type Intent = 'save' | 'publish' | 'schedule';

const SCHEDULE_PANEL = 'schedule-panel';
export const PREVIEW_REGION = 'content-preview';

/**
 * The item's state said plainly, and what can be done with it: Save draft, Publish now, Schedule… (a
 * day and a time in India), Unpublish, Preview. The buttons that send the form say which they are.
 */
export function PublishingPanel({
  editorial,
  changed,
  scheduling,
  onScheduling,
  onIntent,
  acting,
  onUnpublish,
  previewing,
  onPreviewing,
  done,
  failed,
}: {
  editorial: Editorial;
  /** Whether the form holds changes not saved yet. */
  changed: boolean;
  scheduling: boolean;
  onScheduling: (open: boolean) => void;
  onIntent: (intent: Intent) => void;
  /** Whether Unpublish or a Restore is on its way. */
  acting: boolean;
  /** Takes the item off the site; none for an item that stays (a page). */
  onUnpublish?: () => void;
  previewing: boolean;
  onPreviewing: (open: boolean) => void;
  done: string | null;
  failed: string | null;
}) {
  const { setValue } = useFormContext();
  const { isSubmitting } = useFormState();
  const [sent, setSent] = useState<Intent>('save');
  const busy = isSubmitting || acting;
  const send = (intent: Intent, label: ReactNode, busyLabel: string, className = desk.secondary) => (
    <button
      type="submit"
      className={className}
      disabled={busy}
      onClick={() => {
        setSent(intent);
        onIntent(intent);
      }}
    >
      {isSubmitting && sent === intent ? busyLabel : label}
    </button>
  );
  const upToDate = editorial.state === 'published' && !editorial.hasDraft && !changed;
  const openSchedule = () => {
    // A scheduled item's time is where the person starts from.
    if (!scheduling && editorial.publishAt) {
      const { day, time } = indiaDayAndTime(editorial.publishAt);
      setValue('publishDay', day);
      setValue('publishTime', time);
    }
    onScheduling(!scheduling);
  };

  return (
    <section className={desk.section} aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">Publishing</h2>
      <p>{stateSentence(editorial)}</p>
      {changed && (
        <p className={desk.hint}>You have changes not saved yet. Publish now and Schedule save them first.</p>
      )}
      <div className={desk.inline}>
        {send('save', 'Save draft', 'Saving…', desk.primary)}
        {!upToDate && send('publish', 'Publish now', 'Publishing…')}
        <button
          type="button"
          className={desk.secondary}
          aria-expanded={scheduling}
          aria-controls={SCHEDULE_PANEL}
          onClick={openSchedule}
        >
          Schedule…
        </button>
        {onUnpublish && (editorial.state === 'published' || editorial.state === 'scheduled') && (
          <button type="button" className={desk.secondary} disabled={busy} onClick={onUnpublish}>
            {acting ? 'Working…' : 'Unpublish'}
          </button>
        )}
        <button
          type="button"
          className={desk.secondary}
          aria-expanded={previewing}
          aria-controls={PREVIEW_REGION}
          onClick={() => onPreviewing(!previewing)}
        >
          Preview
        </button>
      </div>
      {scheduling && (
        <fieldset id={SCHEDULE_PANEL} className={styles.schedule}>
          <legend>Publish at a time</legend>
          <p className={desk.hint}>
            India time. The draft is published as it is saved then; until then the site stays as it is.
          </p>
          <div className={desk.pair}>
            <Field name="publishDay" label="Publish on" type="date" />
            <Field name="publishTime" label="At" type="time" />
          </div>
          <div className={desk.inline}>
            {send('schedule', 'Schedule', 'Scheduling…', desk.primary)}
            <button type="button" className={desk.secondary} onClick={() => onScheduling(false)}>
              Cancel
            </button>
          </div>
        </fieldset>
      )}
      <FormAlert className={desk.failed} />
      {failed && (
        <p className={desk.failed} role="alert">
          Not done: {failed}
        </p>
      )}
      <div aria-live="polite">{done && <p className={desk.saved}>{done}</p>}</div>
    </section>
  );
}
