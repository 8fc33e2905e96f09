import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RecoveryCodes } from './recovery-codes.tsx';
import { useRecoveryCodes } from './recovery-codes-store.ts';
import styles from './staff.module.css';
import { mayOpen, navigationFor, type StaffNeed, useStaffRoles } from './staff-session.ts';
import { StaffSignIn } from './staff-sign-in.tsx';

export const NO_ACCESS = 'Your account does not have access to this page';

/**
 * What a staff address shows: the staff sign-in to someone without a staff session (the page follows
 * once they are in), a plain refusal with the pages they may use to someone without the page's role, the
 * recovery codes of a first sign-in until they are saved, and otherwise the page.
 */
export function StaffGuard({ need, children }: { need: StaffNeed; children: ReactNode }) {
  const roles = useStaffRoles();
  const codes = useRecoveryCodes((state) => state.codes);
  if (roles.length === 0) return <StaffSignIn />;
  if (codes.length > 0) return <RecoveryCodes />;
  if (!mayOpen(roles, need))
    return (
      <section className={styles.panel} aria-labelledby="no-access-title">
        <h1 id="no-access-title">{NO_ACCESS}</h1>
        <p>Ask an administrator if you need it for your work. These are the pages you may use:</p>
        <ul>
          {navigationFor(roles).map((item) => (
            <li key={item.path}>
              <Link to={item.path}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    );
  return children;
}
