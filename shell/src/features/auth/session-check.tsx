import { apiQuery } from '@aspire/client/queries';
import { useSession } from '@aspire/client/session';
import { profileSchema } from '@aspire/contracts/identity';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The signed-in person as the identity service knows them now (private: read afresh, never shared). */
export const meQuery = () => apiQuery('identity/me', profileSchema, { private: true });

/**
 * Checks a stored session once the page has it: a token that expired, or that ended elsewhere (signed
 * out on another device, password reset), is refused with 401 and the data layer signs the page out; a
 * valid one refreshes the name shown.
 */
export default function SessionCheck() {
  const { data: me } = useQuery(meQuery());
  useEffect(() => {
    if (me) useSession.setState({ firstName: me.firstName, lastName: me.lastName });
  }, [me]);
  return null;
}
