import type { TestimonialImage } from '@aspire/contracts/info';
import { TestimonialWall } from './testimonial-wall.tsx';

/** The picture as Testimonials shows it: on the wall of thanks, opening the viewer. */
export function TestimonialImagePreview({ item }: { item: TestimonialImage }) {
  return <TestimonialWall images={[item]} />;
}
