import type { ReactNode, Ref } from 'react';
import styles from './conflict-notice.module.css';

/** The notice's look, for a one-line refusal of the same kind (a stock count changed meanwhile). */
export { styles as conflictStyles };

import { deskStyles as desk } from './desk.ts';

/**
 * What an editor sees when someone else saved the record first (409): their own changes are still in
 * the form, not saved; they load the other version, or save theirs over it (the form's submit, after
 * `onSaveMine` has taken the other version as the one it replaces). It takes the focus when it opens.
 */
export function ConflictNotice({
  ref,
  children,
  onLoadTheirs,
  onSaveMine,
}: {
  ref?: Ref<HTMLDivElement>;
  /** What happened and whose change it was. */
  children: ReactNode;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
}) {
  return (
    <div ref={ref} className={styles.conflict} role="alert" tabIndex={-1}>
      <p>{children}</p>
      <div className={desk.inline}>
        <button type="button" className={desk.secondary} onClick={onLoadTheirs}>
          Load their version
        </button>
        <button type="submit" className={desk.secondary} onClick={onSaveMine}>
          Save mine over theirs
        </button>
      </div>
    </div>
  );
}
