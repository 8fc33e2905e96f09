import styles from './desk.module.css';
import { FormAlert, Submit } from './form.tsx';

/** The end of a desk's "new item" form: the form's failure, and saving it as a draft nobody else sees yet. */
export function NewDraftFooter() {
  return (
    <>
      <FormAlert className={styles.failed} />
      <div className={styles.inline}>
        <Submit className={styles.primary} busyLabel="Saving…">
          Save as a draft
        </Submit>
        <p className={styles.hint}>Nobody outside the staff sees it until it is published.</p>
      </div>
    </>
  );
}
