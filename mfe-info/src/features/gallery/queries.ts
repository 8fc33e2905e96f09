import { apiQuery } from '@aspire/client/queries';
import { galleryListSchema } from '@aspire/contracts/info';

export const galleryQuery = () => apiQuery('info/gallery', galleryListSchema);
