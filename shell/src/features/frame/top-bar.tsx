import { Link } from 'react-router-dom';
import styles from './top-bar.module.css';

export function TopBar() {
  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.logo} aria-label="Aspire home">
        <img src="/assets/logo.svg" alt="" width="36" height="36" />
        <span>Aspire</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <Link to="/courses">Courses</Link>
        <Link to="/shop">Shop</Link>
        <Link to="/lms/login" className={styles.cta}>
          Start Learning
        </Link>
      </nav>
    </header>
  );
}
