import { apiQuery } from '@aspire/client/queries';
import { type EventWhen, eventListSchema } from '@aspire/contracts/info';

export const eventsQuery = (when: EventWhen) =>
  apiQuery('info/event', eventListSchema, { searchParams: { when } });
