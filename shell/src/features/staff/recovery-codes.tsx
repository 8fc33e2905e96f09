import { CopyButton } from './copy-button.tsx';
import { useRecoveryCodes } from './recovery-codes-store.ts';
import styles from './staff.module.css';

/** The codes as a text file to keep (with a line on what they are). */
const fileOf = (codes: string[]) =>
  `Aspire staff recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;

/** The recovery codes of a first sign-in, with ways to keep them, until the person has. */
export function RecoveryCodes() {
  const { codes, done } = useRecoveryCodes();
  return (
    <section className={styles.panel} aria-labelledby="recovery-title">
      <h1 id="recovery-title" tabIndex={-1} ref={(heading) => heading?.focus()}>
        Save your recovery codes
      </h1>
      <p>
        If you lose your phone or cannot open your authenticator app, each of these codes signs you in once.
        Keep them somewhere safe, such as a password manager. We show them only now.
      </p>
      <ol className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyButton value={codes.join('\n')} label="Copy the codes" />
        <a
          className={styles.secondary}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(fileOf(codes))}`}
          download="aspire-recovery-codes.txt"
        >
          Download as a text file
        </a>
        <button type="button" className={styles.primary} onClick={done}>
          I have saved these codes
        </button>
      </div>
    </section>
  );
}
