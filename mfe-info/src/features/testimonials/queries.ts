import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

export const testimonialsQuery = () => apiQuery('info/testimonials', infoSchema('testimonialListSchema'));
export const testimonialImagesQuery = () =>
  apiQuery('info/testimonial-images', infoSchema('testimonialImageListSchema'));
