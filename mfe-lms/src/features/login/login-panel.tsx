import type { ReactNode } from 'react';
import styles from './login-panel.module.css';

/** The login page's frame: the learner area's welcome on one side, the form on the other. */
export function LoginPanel({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <section className={styles.intro} aria-labelledby="lms-intro">
          <p className={styles.eyebrow}>Aspire Learning</p>
          <h2 id="lms-intro" className={styles.introTitle}>
            Your courses, wherever you study
          </h2>
          <ul className={styles.points}>
            <li>Pick up where you left off, on any device</li>
            <li>Watch captioned lessons and read at your own pace</li>
            <li>See your progress in every course at a glance</li>
          </ul>
        </section>
        <div className={styles.formSide}>
          <h1 className={styles.title}>Learner login</h1>
          <p className={styles.lead}>Sign in with the account you use on the Aspire website.</p>
          {children}
        </div>
      </div>
    </div>
  );
}
