/**
 * Mail in service tests: an outbox's settings pointing at the Mailpit the test run started, and reads
 * of what arrived there through Mailpit's REST API.
 */
import { expect, inject } from 'vitest';
import { smtpTransport } from '../mail/transport.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    smtpUrl: string;
    mailApiUrl: string;
  }
}

export const TEST_MAIL_FROM = 'Aspire College <no-reply@aspirecollege.in>';
export const TEST_MAIL_KEY = 'test-mail-encryption-key-0123456789abcdef';

/** An outbox's settings that send through the run's Mailpit. */
export const testMailSettings = () => ({
  transport: smtpTransport(inject('smtpUrl')),
  from: TEST_MAIL_FROM,
  encryptionKey: TEST_MAIL_KEY,
});

type Summary = { ID: string; MessageID: string; Subject: string; To: { Address: string }[] };
export type ReceivedMail = {
  ID: string;
  MessageID: string;
  From: { Name: string; Address: string };
  Subject: string;
  Text: string;
  HTML: string;
};

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, inject('mailApiUrl')));
  if (!response.ok) throw new Error(`Mailpit answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

/** Every message Mailpit holds for exactly this address, newest first (summaries). */
export async function mailsTo(address: string) {
  const found = await api<{ messages: Summary[] }>(
    `/api/v1/search?limit=200&query=${encodeURIComponent(`to:"${address}"`)}`,
  );
  const wanted = address.toLowerCase();
  return found.messages.filter((message) => message.To.some((to) => to.Address.toLowerCase() === wanted));
}

/** The newest message to an address with this subject, waiting for it to arrive (5 s unless told). */
export async function receivedMail(
  address: string,
  subject: string,
  timeoutMs = 5_000,
): Promise<ReceivedMail> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        id = (await mailsTo(address)).find((message) => message.Subject === subject)?.ID;
        return id;
      },
      { timeout: timeoutMs, interval: 100, message: `an e-mail "${subject}" to ${address}` },
    )
    .toBeDefined();
  return api<ReceivedMail>(`/api/v1/message/${id}`);
}
