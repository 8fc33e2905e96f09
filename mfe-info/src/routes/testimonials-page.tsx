import { TestimonialsPage } from '../features/testimonials/testimonials-page.tsx';

export default function Route() {
  return <TestimonialsPage />;
}
