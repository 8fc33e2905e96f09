import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { testimonialsQuery } from './queries.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

/** Home page: the first three of the six testimonial cards and a link to /testimonials. */
export function TestimonialsWidget() {
  const cards = useQuery(testimonialsQuery());
  return (
    <section className={layout.section} aria-labelledby="home-testimonials-title">
      <div className={layout.container}>
        <div className={styles.head}>
          <h2 id="home-testimonials-title" className={layout.sectionTitle}>
            Testimonial
          </h2>
          <Link to="/testimonials">Read all testimonials →</Link>
        </div>
        <Resource query={cards} what="the testimonials">
          {(list) => (
            <div className={styles.cards}>
              {list.slice(0, 3).map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </div>
          )}
        </Resource>
      </div>
    </section>
  );
}
