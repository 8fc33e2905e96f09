import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link } from 'react-router-dom';
import styles from './not-found.module.css';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you asked for is not on the Aspire website.',
    notFound: true,
  });
  return (
    <section className={styles.page}>
      <h1>We couldn't find that page</h1>
      <p>The link may be old, or the address may have a typo. These will get you back on track:</p>
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/courses">All courses</Link>
        </li>
        <li>
          <Link to="/admission-form">Apply for admission</Link>
        </li>
      </ul>
    </section>
  );
}
