import { E2E_PORT } from './site.ts';

/**
 * Mailpit's REST API for the site the suite started: the launcher runs it beside the site, SMTP on
 * PORT+1025 and the web page and API on PORT+1026. The services send to it over real SMTP.
 */
export const MAIL_API = `http://127.0.0.1:${E2E_PORT + 1026}`;

/** One message as Mailpit received it, with the names and types of the files attached. */
export type Mail = {
  subject: string;
  to: string[];
  text: string;
  html: string;
  attachments: { fileName: string; contentType: string; url: string }[];
};

type Summary = { ID: string; Subject: string };
type Message = {
  Subject: string;
  To: { Address: string }[];
  Text: string;
  HTML: string;
  Attachments?: { FileName: string; ContentType: string; PartID: string }[];
};

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${MAIL_API}${path}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Mailpit ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every message sent to `address` with exactly this subject (or one matching it), newest first; given
 * `containing`, only those whose content has that phrase (Mailpit searches it, so a busy inbox such as
 * the admissions office's is not read whole).
 */
export async function mailsTo(
  address: string,
  subject: string | RegExp,
  containing?: string,
): Promise<Mail[]> {
  const query = encodeURIComponent(`to:"${address}"${containing ? ` "${containing}"` : ''}`);
  const { messages } = await getJson<{ messages: Summary[] }>(`/api/v1/search?query=${query}`);
  return Promise.all(
    messages
      .filter((summary) =>
        typeof subject === 'string' ? summary.Subject === subject : subject.test(summary.Subject),
      )
      .map(async ({ ID }) => {
        const message = await getJson<Message>(`/api/v1/message/${ID}`);
        return {
          subject: message.Subject,
          to: message.To.map((recipient) => recipient.Address),
          text: message.Text,
          html: message.HTML,
          attachments: (message.Attachments ?? []).map((file) => ({
            fileName: file.FileName,
            contentType: file.ContentType,
            url: `${MAIL_API}/api/v1/message/${ID}/part/${file.PartID}`,
          })),
        };
      }),
  );
}

/**
 * The newest message sent to `address` with this subject (and, given `containing`, whose text has it),
 * waiting for it up to `timeoutMs`: the services queue mail in their outbox and send it a moment later.
 */
export async function mailTo(
  address: string,
  subject: string | RegExp,
  { containing, timeoutMs = 10_000 }: { containing?: string; timeoutMs?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = (await mailsTo(address, subject, containing)).find(
      (mail) => containing === undefined || mail.text.includes(containing),
    );
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(`no mail ${subject} to ${address} reached Mailpit within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the message's plain text whose path is `pathname` (the HTML carries the same). */
export function linkIn(mail: Mail, pathname: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no link to ${pathname} in the mail "${mail.subject}":\n${mail.text}`);
}

/** The bytes of a file attached to a mail, as Mailpit keeps it. */
export async function attachmentBytes(file: Mail['attachments'][number]): Promise<Buffer> {
  const response = await fetch(file.url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Mailpit ${file.url}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
