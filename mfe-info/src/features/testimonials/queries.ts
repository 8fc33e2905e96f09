import { apiQuery } from '@aspire/client/queries';
import { testimonialImageListSchema, testimonialListSchema } from '@aspire/contracts/info';

export const testimonialsQuery = () => apiQuery('info/testimonials', testimonialListSchema);
export const testimonialImagesQuery = () => apiQuery('info/testimonial-images', testimonialImageListSchema);
