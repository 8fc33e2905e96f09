import { apiQuery } from '@aspire/client/queries';
import { magazineListSchema, magazineYearListSchema } from '@aspire/contracts/info';

/** The issues of a year (`2023`). */
export const magazinesQuery = (year: number) =>
  apiQuery('info/magazines', magazineListSchema, { searchParams: { year: String(year) } });

/** The years that have published issues, newest first. */
export const magazineYearsQuery = () => apiQuery('info/magazines/years', magazineYearListSchema);
