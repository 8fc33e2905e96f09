import { apiQuery } from '@aspire/client/queries';
import { profileSchema } from '@aspire/contracts/identity';

/** The signed-in person's profile (the shell reads the same): whether their e-mail is confirmed. */
export const meQuery = () => apiQuery('identity/me', profileSchema, { private: true });
