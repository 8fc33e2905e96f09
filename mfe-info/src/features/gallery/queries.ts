import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

export const galleryQuery = () => apiQuery('info/gallery', infoSchema('galleryListSchema'));
