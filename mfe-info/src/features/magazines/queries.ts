import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

/** The issues of a year (`2023`). */
export const magazinesQuery = (year: number) =>
  apiQuery('info/magazines', infoSchema('magazineListSchema'), { searchParams: { year: String(year) } });

/** The years that have published issues, newest first. */
export const magazineYearsQuery = () =>
  apiQuery('info/magazines/years', infoSchema('magazineYearListSchema'));
