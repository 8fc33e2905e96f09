import type { Testimonial } from '@aspire/contracts/info';
import { TestimonialCard } from './testimonial-card.tsx';
import styles from './testimonials.module.css';

/** The testimonial as Testimonials and the home page show it: its card. */
export function TestimonialPreview({ item }: { item: Testimonial }) {
  return (
    <div className={styles.cards}>
      <TestimonialCard testimonial={item} />
    </div>
  );
}
