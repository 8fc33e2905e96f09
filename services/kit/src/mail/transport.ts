import { createHash } from 'node:crypto';
import { createTransport, type SendMailOptions } from 'nodemailer';

/** What the outbox needs of a nodemailer transport (tests give a stand-in). */
export type MailTransport = {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close(): void;
};

/**
 * An SMTP transport for `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`; any provider's relay),
 * with timeouts well inside the outbox's lease, so a hung server fails an attempt instead of holding it.
 */
export function smtpTransport(url: string): MailTransport {
  return createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
}

/**
 * The Message-ID of the message with this idempotency key: the same on every attempt, so a message sent
 * again after a crash (sent, but not yet marked sent) is recognisable as the same one. Hashed, so the
 * key itself never travels in a header.
 */
export function messageIdFor(key: string, from: string) {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'aspire.invalid';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * Where a service's e-mail goes: SMTP_URL's transport (none: messages are queued and wait), MAIL_FROM and
 * MAIL_ENCRYPTION_KEY (the outbox's development defaults when not given).
 */
export type MailSettings = { transport?: MailTransport; from?: string; encryptionKey?: string };

/** The outbox's settings from a service's environment: without SMTP_URL, no transport (messages wait). */
export const mailSettings = (env: {
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_ENCRYPTION_KEY: string;
}): MailSettings => ({
  transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
  from: env.MAIL_FROM,
  encryptionKey: env.MAIL_ENCRYPTION_KEY,
});
