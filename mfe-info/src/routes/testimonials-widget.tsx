import { TestimonialsWidget } from '../features/testimonials/testimonials-widget.tsx';

export default function Route() {
  return <TestimonialsWidget />;
}
