import { call, http } from '@aspire/client/http';
import type { ContactMessage } from '@aspire/contracts/contact';
import { z } from 'zod';

/** Sends the "Write to us" message to the catalog service, which validates and stores it. */
export const sendContactMessage = (message: ContactMessage) =>
  call(http.post('catalog/contact', { json: message }), z.unknown());
