import { testimonialListSchema } from '@aspire/contracts/info';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { LoadError, Loading } from '../../components/status.tsx';
import { useInfo } from '../../lib/use-api.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

/** Home page: the first three of the six testimonial cards and a link to /testimonials. */
export function TestimonialsWidget() {
  const cards = useInfo('testimonials', testimonialListSchema);
  return (
    <section className={layout.section} aria-labelledby="home-testimonials-title">
      <div className={layout.container}>
        <div className={styles.head}>
          <h2 id="home-testimonials-title" className={layout.sectionTitle}>
            Testimonial
          </h2>
          <Link to="/testimonials">Read all testimonials →</Link>
        </div>
        {cards.status === 'loading' && <Loading />}
        {cards.status === 'error' && <LoadError message={cards.error.message} onRetry={cards.retry} />}
        {cards.status === 'ready' && (
          <div className={styles.cards}>
            {cards.data.slice(0, 3).map((t) => (
              <TestimonialCard key={t.id} testimonial={t} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
