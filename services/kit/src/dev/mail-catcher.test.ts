import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './embedded-db.ts';
import { startMailCatcher } from './mail-catcher.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-mail-catcher-'));
const catcher = await startMailCatcher({ smtpPort: await freePort(), httpPort: await freePort(), dataDir });
afterAll(async () => {
  await catcher.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = (to: string, subject: string) =>
  createTransport({ url: catcher.smtpUrl, connectionTimeout: 2_000 }).sendMail({
    from: 'Aspire College <no-reply@aspirecollege.in>',
    to,
    subject,
    text: `Body of ${subject}`,
    html: `<p>Body of ${subject}</p>`,
  });

/** The messages Mailpit holds for `to`, read back through its REST API as the e2e journeys do. */
async function mailTo(to: string) {
  const search = await fetch(`${catcher.apiUrl}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`);
  const { messages } = (await search.json()) as { messages: { ID: string; Subject: string }[] };
  return Promise.all(
    messages.map(async ({ ID }) => {
      const message = await fetch(`${catcher.apiUrl}/api/v1/message/${ID}`);
      return (await message.json()) as { Subject: string; Text: string; HTML: string };
    }),
  );
}

describe('the development mail catcher (Mailpit)', () => {
  it('listens on loopback only and keeps what it received across a stop and a start', async () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    await send('first@example.com', 'Before the outage');
    const [first] = await mailTo('first@example.com');
    expect(first).toMatchObject({ Subject: 'Before the outage', Text: expect.stringContaining('Body of') });
    expect(first?.HTML).toContain('<p>Body of Before the outage</p>');

    await catcher.stop();
    await expect(send('lost@example.com', 'During the outage')).rejects.toThrow();

    await catcher.start();
    await send('second@example.com', 'After the outage');
    expect((await mailTo('second@example.com')).map((m) => m.Subject)).toEqual(['After the outage']);
    expect((await mailTo('first@example.com')).map((m) => m.Subject)).toEqual(['Before the outage']);
  });

  it('serves its built web page (the module ships without it; the toolchain builds it)', async () => {
    const page = await (await fetch(`${catcher.apiUrl}/`)).text();
    const script = /src="([^"]*dist\/app\.js[^"]*)"/.exec(page)?.[1];
    expect(script, 'the page loads its app').toBeDefined();
    const app = await fetch(new URL(script ?? '', `${catcher.apiUrl}/`));
    expect(app.status).toBe(200);
    expect(Number(app.headers.get('content-length') ?? (await app.arrayBuffer()).byteLength)).toBeGreaterThan(
      10_000,
    );
  });
});
