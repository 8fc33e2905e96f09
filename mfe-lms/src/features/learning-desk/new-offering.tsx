import { newOfferingSchema } from '@aspire/contracts/learning-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { addOffering, offeringsQuery, useCoursesChanged } from './desk-api.ts';
import { checkedAs } from './form-check.ts';
import styles from './learning-desk.module.css';
import { OfferingFields, slugsOf } from './offering-fields.tsx';
import { emptyOffering, newOfferingOf, type OfferingFormValues } from './offering-form.ts';

const schema = checkedAs<OfferingFormValues>(newOfferingSchema, newOfferingOf);

/** "Add a course…": a catalogue course the learner area starts teaching, then its page. */
export function NewOfferingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Add a course" onClose={onClose}>
      <NewOfferingForm />
    </Dialog>
  );
}

function NewOfferingForm() {
  const form = useApiForm<OfferingFormValues>({ schema, defaultValues: emptyOffering() });
  const offerings = useQuery(offeringsQuery());
  const changed = useCoursesChanged();
  const navigate = useNavigate();
  const { setFocus } = form;
  // After the dialog has opened (it would otherwise take the focus to its first control, Close).
  useEffect(() => {
    const timer = setTimeout(() => setFocus('courseId'));
    return () => clearTimeout(timer);
  }, [setFocus]);

  const add = async (values: OfferingFormValues) => {
    const offering = await addOffering(newOfferingSchema.parse(newOfferingOf(values)));
    changed([offering.courseId]);
    navigate(`/staff/learning/${offering.courseId}`, { state: { added: true } });
  };

  return (
    <Form form={form} onSubmit={add} className={styles.form}>
      <OfferingFields isNew slugs={slugsOf(offerings.data?.rows ?? [])} />
      <FormAlert className={desk.failed} />
      <div className={desk.inline}>
        <Submit className={desk.primary} busyLabel="Adding…">
          Add course
        </Submit>
      </div>
    </Form>
  );
}
