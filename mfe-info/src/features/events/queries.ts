import { apiQuery } from '@aspire/client/queries';
import type { EventWhen } from '@aspire/contracts/info';
import { infoSchema } from '../../lib/info-schema.ts';

export const eventsQuery = (when: EventWhen) =>
  apiQuery('info/event', infoSchema('eventListSchema'), { searchParams: { when } });
