import { ApiFailure } from '@aspire/client/api-failure';
import type { CourseEditor as Course } from '@aspire/contracts/course-desk';
import { ConflictNotice } from '@aspire/ui/conflict-notice.tsx';
import { deskStyles as desk, reason } from '@aspire/ui/desk.ts';
import { fromIndiaTime, lastChange, stateSentence } from '@aspire/ui/editorial.ts';
import { Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCourseFormCheck } from './brochure-field.tsx';
import styles from './course-desk.module.css';
import { CourseFormFields } from './course-form-fields.tsx';
import {
  type CourseFormValues,
  fieldsOfForm,
  formOf,
  sameFields,
  withFormErrors,
} from './course-form-values.ts';
import { publishCourse, saveDraft, scheduleCourse, useCourseChanged, useCourseRefresh } from './desk-api.ts';

/** What the press that sent the form asks for: the texts are saved first if they changed. */
type Intent = 'save' | 'publish' | 'schedule';
const DONE: Record<Intent, string> = {
  save: 'Draft saved. The course’s page does not show it until it is published.',
  publish: 'Published: the course’s page shows it now.',
  schedule: 'Scheduled.',
};
const CHOOSE_TIME = 'Choose a date and time in the future';

/** The version the form started from, and what it held then. */
type Base = { version: number; values: CourseFormValues };

/**
 * A course's texts, saved as a draft with the version the form started from, and published now or at
 * a time (the texts are saved first if they changed). If someone else changed the course meanwhile, the
 * change is refused (409): the person's texts stay on screen, the page says so and offers their version
 * or saving over it. With no changes made, a newer version simply replaces the form.
 */
export function CourseEditor({
  course,
  onDirtyChange,
}: {
  course: Course;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [base, setBase] = useState<Base>(() => ({
    version: course.editorial.version,
    values: formOf(course.fields),
  }));
  // Read as a change is sent: "Save mine over theirs" moves it to their version first.
  const version = useRef(base.version);
  const intent = useRef<Intent>('save');
  const check = useCourseFormCheck();
  const form = useApiForm<CourseFormValues>({ schema: check.schema, defaultValues: base.values });
  const { isDirty } = form.formState;
  const [publishAt, setPublishAt] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const changed = useCourseChanged();
  const refresh = useCourseRefresh();
  const conflictBox = useRef<HTMLDivElement>(null);
  const timeId = useId();

  useEffect(() => onDirtyChange(isDirty || check.brochureBusy), [isDirty, check.brochureBusy, onDirtyChange]);

  const adopt = useCallback((next: Course) => {
    const values = formOf(next.fields);
    version.current = next.editorial.version;
    setBase({ version: next.editorial.version, values });
    return values;
  }, []);
  const { reset } = form;
  useEffect(() => {
    if (course.editorial.version === base.version) return;
    if (!isDirty) {
      reset(adopt(course));
      setRefused(null);
    } else if (sameFields(formOf(course.fields), base.values)) adopt(course);
  }, [course, base, isDirty, reset, adopt]);

  const theirs =
    isDirty && course.editorial.version !== base.version && !sameFields(formOf(course.fields), base.values);
  const conflict = refused !== null || theirs;
  useEffect(() => {
    if (refused) conflictBox.current?.focus();
  }, [refused]);

  const send = async (values: CourseFormValues) => {
    const asked = intent.current;
    intent.current = 'save';
    setDone(null);
    const at = fromIndiaTime(publishAt);
    if (asked === 'schedule' && !(Date.parse(at) > Date.now())) {
      setTimeError(CHOOSE_TIME);
      return;
    }
    setTimeError(null);
    try {
      let next = course;
      if (asked === 'save' || form.formState.isDirty || version.current !== course.editorial.version) {
        next = await saveDraft(course.id, version.current, fieldsOfForm(values));
        changed(next);
        reset(adopt(next));
      }
      if (asked === 'publish') next = await publishCourse(course.id, next.editorial.version);
      if (asked === 'schedule') next = await scheduleCourse(course.id, next.editorial.version, at);
      changed(next);
      reset(adopt(next));
      setRefused(null);
      setDone(DONE[asked]);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.status === 409)) throw withFormErrors(error);
      setRefused(reason(error));
      void refresh(course.id);
    }
  };
  const loadTheirs = () => {
    reset(adopt(course));
    setRefused(null);
  };
  const asking = (next: Intent) => () => {
    intent.current = next;
  };

  return (
    <Form form={form} onSubmit={send} className={styles.form}>
      <CourseFormFields onBrochureBusy={check.onBrochureBusy} />
      {conflict && (
        <ConflictNotice
          ref={conflictBox}
          onLoadTheirs={loadTheirs}
          onSaveMine={() => {
            version.current = course.editorial.version;
          }}
        >
          {refused ?? 'Someone else has changed this course since you opened it.'} Your changes are still
          here, not saved. Their change: {lastChange(course.editorial)}.
        </ConflictNotice>
      )}
      <section className={desk.section} aria-labelledby="publishing-heading">
        <h2 id="publishing-heading">Publishing</h2>
        <p className={styles.state}>{stateSentence(course.editorial)}</p>
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.secondary} busyLabel="Working…" onClick={asking('save')}>
            Save draft
          </Submit>
          <Submit className={desk.primary} busyLabel="Working…" onClick={asking('publish')}>
            Publish now
          </Submit>
        </div>
        <div className={styles.schedule}>
          <div className={desk.control}>
            <label htmlFor={timeId}>Publish at (India time)</label>
            <input
              id={timeId}
              type="datetime-local"
              value={publishAt}
              onChange={(event) => setPublishAt(event.target.value)}
              aria-invalid={timeError ? true : undefined}
              aria-describedby={timeError ? `${timeId}-error` : undefined}
            />
            {timeError && (
              <p id={`${timeId}-error`} className={desk.failed}>
                {timeError}
              </p>
            )}
          </div>
          <Submit className={desk.secondary} busyLabel="Working…" onClick={asking('schedule')}>
            Schedule
          </Submit>
        </div>
        <div aria-live="polite">{done && !isDirty && <p className={desk.saved}>{done}</p>}</div>
      </section>
    </Form>
  );
}
