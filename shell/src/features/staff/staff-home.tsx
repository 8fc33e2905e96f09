import { useSession } from '@aspire/client/session';
import { ROLE_LABELS } from '@aspire/contracts/staff';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link } from 'react-router-dom';
import { FEW_CODES_LEFT, useRecoveryCodes } from './recovery-codes-store.ts';
import styles from './staff.module.css';
import { navigationFor, useStaffRoles } from './staff-session.ts';

/** What each staff page is for, as the overview describes it. */
const PURPOSE: Record<string, string> = {
  '/staff/admissions': 'Applications, enquiries and messages, from new to enrolled.',
  '/staff/orders': 'Shop orders, from paid to packed, shipped and delivered.',
  '/staff/products': 'What the shop sells: prices, pictures, tax and stock.',
  '/staff/learning': 'Courses taught, enrolments, progress reports and certificates.',
  '/staff/content':
    'Events, posts, the gallery, magazines and people: drafts, publishing at a time, earlier versions.',
  '/staff/media': 'Every picture and PDF uploaded for the site: described, renamed, chosen again.',
  '/staff/courses': 'The courses as the catalogue shows them: new ones, their tabs and texts, published.',
  '/staff/team': 'Who is on the staff, their roles and their second factor.',
  '/staff/log': 'Every change made by staff, newest first.',
  '/staff/privacy': 'Account erasures, and how far each service has got with them.',
};

/** `/staff`: a greeting, the person's roles and their pages. */
export default function StaffHome() {
  usePageMeta({ title: 'Staff', description: 'The Aspire College staff area.' });
  const firstName = useSession((state) => state.firstName);
  const roles = useStaffRoles();
  const pages = navigationFor(roles).filter((item) => item.path !== '/staff');
  const codesLeft = useRecoveryCodes((state) => state.left);
  return (
    <section className={styles.panel} aria-labelledby="staff-home-title">
      <h1 id="staff-home-title">Assalamu alaikum{firstName ? ` ${firstName}` : ''}</h1>
      <p>Your roles: {roles.map((role) => ROLE_LABELS[role]).join(', ')}.</p>
      {codesLeft !== null && codesLeft <= FEW_CODES_LEFT && (
        <p className={styles.warning} role="status">
          {codesLeft === 0
            ? 'You have no recovery codes left.'
            : `You have ${codesLeft} recovery ${codesLeft === 1 ? 'code' : 'codes'} left.`}{' '}
          If you lose your phone, an administrator can reset your second factor; you then set up the app again
          and receive new codes.
        </p>
      )}
      {pages.length === 0 ? (
        <p>No staff pages are open to your roles yet. They will appear here as they are added.</p>
      ) : (
        <ul className={styles.cards}>
          {pages.map((item) => (
            <li key={item.path}>
              <Link to={item.path} className={styles.card}>
                <span className={styles.cardTitle}>{item.label}</span>
                {PURPOSE[item.path] && <span>{PURPOSE[item.path]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
