import { apiQuery } from '@aspire/client/queries';
import { magazineListSchema, type magazineYearSchema } from '@aspire/contracts/info';
import type { z } from 'zod';

export type MagazineYear = z.infer<typeof magazineYearSchema>;

export const magazinesQuery = (year: MagazineYear) =>
  apiQuery('info/magazines', magazineListSchema, { searchParams: { year } });
