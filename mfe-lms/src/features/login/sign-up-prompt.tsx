import { useOverlays } from '@aspire/client/overlays';
import styles from './login-form.module.css';

/**
 * For someone without an account (a learner the college invited, say): the site's own sign-up, which
 * leads on to signing in. The login page stays underneath and goes on to `next` once they are signed in.
 */
export function SignUpPrompt({ invited }: { invited: boolean }) {
  return (
    <div className={styles.newHere}>
      {invited && (
        <p className={styles.invited}>
          Invited by the college? Sign in, or create your account, with the e-mail address the invitation was
          sent to.
        </p>
      )}
      <button type="button" className={styles.create} onClick={() => useOverlays.getState().show('signup')}>
        New here? Create your account
      </button>
    </div>
  );
}
