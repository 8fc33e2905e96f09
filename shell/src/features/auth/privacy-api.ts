import { call, http } from '@aspire/client/http';
import { apiKey, apiQuery } from '@aspire/client/queries';
import { profileSchema } from '@aspire/contracts/identity';
import {
  type ConsentPurpose,
  type consentChangeSchema,
  consentListSchema,
  consentSchema,
  erasureConfirmedSchema,
  type erasureConfirmSchema,
  type ProfileChange,
} from '@aspire/contracts/privacy';
import { z } from 'zod';

/** The consents the signed-in person gave or withdrew (private: read afresh, never shared). */
export const consentsQuery = () => apiQuery('identity/consents', consentListSchema, { private: true });
export const consentsKey = apiKey('identity/consents');

/** Gives or withdraws an optional consent; the answer is the consent as it now stands. */
export const changeConsent = (purpose: ConsentPurpose, given: boolean) =>
  call(
    http.put(`identity/consents/${purpose}`, {
      json: { given } satisfies z.input<typeof consentChangeSchema>,
    }),
    consentSchema,
  );

/** The person corrects their own details; the answer is the profile as it now stands. */
export const correctProfile = (change: ProfileChange) =>
  call(http.patch('identity/me', { json: change }), profileSchema);

/** Asks identity to mail the signed-in person the link that confirms their erasure. */
export const requestErasure = () =>
  call(http.post('identity/erasure', { json: {} }), z.object({ email: z.string(), message: z.string() }));

/** Erases the account the link's token names, at once (identity then tells every service). */
export const confirmErasure = (token: string) =>
  call(
    http.post('identity/erasure/confirm', { json: { token } satisfies z.input<typeof erasureConfirmSchema> }),
    erasureConfirmedSchema,
  );
