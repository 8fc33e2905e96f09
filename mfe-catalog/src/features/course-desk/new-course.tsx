import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useLeaveGuard } from '@aspire/ui/leave-guard.tsx';
import { Link, useNavigate } from 'react-router-dom';
import { useCourseFormCheck } from './brochure-field.tsx';
import styles from './course-desk.module.css';
import { CourseFormFields } from './course-form-fields.tsx';
import { type CourseFormValues, fieldsOfForm, withFormErrors } from './course-form-values.ts';
import { createCourse, useCourseChanged } from './desk-api.ts';

/** A new course's form as it opens: one highlight and one part of the curriculum to fill in, no reviews yet. */
const EMPTY: CourseFormValues = {
  category: '',
  title: '',
  desc: '',
  duration: '',
  location: '',
  language: '',
  feature: '',
  offer: '',
  certificateDesc: '',
  highlights: [{ text: '' }],
  values: [],
  curriculum: [{ title: '', desc: '', units: '' }],
  reviews: [],
  brochure: '',
};

/**
 * A new course: its tab and texts, kept as a draft nobody outside the staff sees, under the next free id
 * (the service gives it); then its editor, to preview and publish it.
 */
export function NewCourse() {
  const check = useCourseFormCheck();
  const form = useApiForm<CourseFormValues>({ schema: check.schema, defaultValues: EMPTY });
  const guard = useLeaveGuard(form.formState.isDirty || check.brochureBusy, 'course');
  const changed = useCourseChanged();
  const navigate = useNavigate();

  const create = async (values: CourseFormValues) => {
    try {
      const course = await createCourse(fieldsOfForm(values));
      changed(course);
      guard.release();
      navigate(`/staff/courses/${course.id}`, { replace: true, state: { created: true } });
    } catch (error) {
      throw withFormErrors(error);
    }
  };

  return (
    <div className={desk.desk}>
      <p>
        <Link to="/staff/courses">← Back to the courses</Link>
      </p>
      <h1>New course</h1>
      <Form form={form} onSubmit={create} className={styles.form}>
        <CourseFormFields onBrochureBusy={check.onBrochureBusy} />
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Saving…">
            Save as a draft
          </Submit>
          <p className={desk.hint}>Nobody outside the staff sees it until it is published.</p>
        </div>
      </Form>
      {guard.prompt}
    </div>
  );
}
