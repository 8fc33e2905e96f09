import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { testimonialImagesQuery, testimonialsQuery } from './queries.ts';
import { TestimonialCard } from './testimonial-card.tsx';
import { TestimonialWall } from './testimonial-wall.tsx';
import styles from './testimonials.module.css';

/** /testimonials: 13 images in three columns with the gallery's viewer, and the testimonial cards. */
export function TestimonialsPage() {
  usePageMeta({
    title: 'Testimonials',
    description: 'What students, graduates and parents say about studying at Aspire College.',
  });
  const images = useQuery(testimonialImagesQuery());
  const cards = useQuery(testimonialsQuery());
  return (
    <>
      <PageHero
        title="Testimonials"
        eyebrow="In their words"
        banner="people"
        intro="Letters, cards and moments shared by our students and their families."
      />
      <section className={layout.section} aria-labelledby="reviews-title">
        <div className={layout.container}>
          <h2 id="reviews-title" className={layout.sectionTitle}>
            What our students say
          </h2>
          <Resource query={cards} what="the testimonials">
            {(testimonials) => (
              <div className={styles.cards}>
                {testimonials.map((t) => (
                  <TestimonialCard key={t.id} testimonial={t} />
                ))}
              </div>
            )}
          </Resource>
        </div>
      </section>
      <section className={layout.sectionAlt} aria-labelledby="wall-title">
        <div className={layout.container}>
          <h2 id="wall-title" className={layout.sectionTitle}>
            Wall of thanks
          </h2>
          <Resource query={images} what="the wall of thanks">
            {(wall) => <TestimonialWall images={wall} />}
          </Resource>
        </div>
      </section>
    </>
  );
}
