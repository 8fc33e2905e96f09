/**
 * The outbox through a real SMTP outage: Mailpit is stopped, messages are queued and tried, the sender
 * process is replaced (a restart), Mailpit comes back, and every message arrives exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../dev/embedded-db.ts';
import { startMailCatcher } from '../dev/mail-catcher.ts';
import { testDatabase } from '../testing/fixtures.ts';
import { mailOutbox, type OutboxDoc } from './outbox.ts';
import { messageIdFor, smtpTransport } from './transport.ts';

const FROM = 'Aspire College <no-reply@aspirecollege.in>';
const KEY = 'an-outage-test-key-of-at-least-32-chars';

const database = await testDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-mail-outage-'));
const catcher = await startMailCatcher({ smtpPort: await freePort(), httpPort: await freePort(), dataDir });
afterAll(async () => {
  await catcher.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Summary = { MessageID: string; To: { Address: string }[] };
const received = async () => {
  const response = await fetch(new URL('/api/v1/messages?limit=500', catcher.apiUrl));
  return ((await response.json()) as { messages: Summary[] }).messages;
};

describe('the mail outbox through an SMTP outage and a restart', () => {
  it('delivers every message queued while Mailpit was down exactly once when it returns', async () => {
    const sender = () =>
      mailOutbox(database.db, {
        transport: smtpTransport(catcher.smtpUrl),
        from: FROM,
        encryptionKey: KEY,
        logger: () => {},
        policy: { retryBaseMs: 100, retryMaxMs: 400, pollMs: 50 },
      });
    const first = sender();
    await first.init();
    first.start();
    await catcher.stop();

    const addresses = Array.from({ length: 5 }, (_, i) => `outage.${i}@example.com`);
    for (const to of addresses)
      await first.queue({
        key: `outage:${to}`,
        to,
        template: 'outage-test',
        subject: `For ${to}`,
        html: `<p>Hello ${to}</p>`,
        text: `Hello ${to}`,
      });
    const outbox = database.db.collection<OutboxDoc>('mail_outbox');
    // Every message was tried and refused while the server was away.
    await expect
      .poll(async () => (await outbox.find({ attempts: { $gte: 2 } }).toArray()).length, { timeout: 10_000 })
      .toBe(addresses.length);
    expect(await outbox.countDocuments({ status: 'pending' })).toBe(addresses.length);

    // The service restarts while Mailpit is still down; the new process takes the messages over.
    await first.stop();
    const second = sender();
    second.start();
    await catcher.start();
    await expect.poll(() => second.counts(), { timeout: 15_000 }).toEqual({ backlog: 0, failed: 0 });
    await second.stop();

    const messages = await received();
    expect(messages).toHaveLength(addresses.length);
    for (const to of addresses) {
      const mine = messages.filter((message) => message.To.some((address) => address.Address === to));
      expect(mine, to).toHaveLength(1);
      expect(`<${mine[0]?.MessageID}>`).toBe(messageIdFor(`outage:${to}`, FROM));
    }
  }, 40_000);
});
