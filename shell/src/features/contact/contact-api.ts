import { call, http } from '@aspire/client/http';
import type { VisitSource } from '@aspire/contracts/admissions';
import type { ContactMessage } from '@aspire/contracts/contact';
import { z } from 'zod';

/**
 * Sends the "Write to us" message, with where the visit came from, to the catalog service, which
 * validates and stores it.
 */
export const sendContactMessage = (message: ContactMessage & { source: VisitSource }) =>
  call(http.post('catalog/contact', { json: message }), z.unknown());
