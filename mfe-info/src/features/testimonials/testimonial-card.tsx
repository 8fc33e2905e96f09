import type { Testimonial } from '@aspire/contracts/info';
import { Stars } from '../../components/stars.tsx';
import { longDate } from '../../lib/format.ts';
import styles from './testimonials.module.css';

/** A testimonial: image, name, qualification, comment, five stars and date. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card} data-testid="testimonial-card">
      <div className={styles.person}>
        <img src={testimonial.image} alt="" width={64} height={64} loading="lazy" />
        <figcaption>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.qualification}</span>
        </figcaption>
      </div>
      <Stars />
      <blockquote className={styles.comment}>{testimonial.comment}</blockquote>
      <time className={styles.date} dateTime={testimonial.date}>
        {longDate(testimonial.date)}
      </time>
    </figure>
  );
}
