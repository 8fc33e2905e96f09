import type { SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../app.ts';
import type { Logger } from '../logger.ts';
import { testDatabase } from '../testing/fixtures.ts';
import { sampleOf } from '../testing/prometheus.ts';
import { ERASED_RECIPIENT, mailOutbox, type OutboxDoc, type OutboxPolicy, retryDelayMs } from './outbox.ts';
import type { MailTransport } from './transport.ts';

const database = await testDatabase();
const FROM = 'Aspire College <no-reply@aspirecollege.in>';
const KEY = 'an-outbox-test-key-of-at-least-32-chars';
const LINK = 'https://www.aspirecollege.in/reset-password?token=s3cret-t0ken-value';

/** A transport that records what it sends, or refuses while `failing` is set. */
function fakeTransport() {
  const sent: SendMailOptions[] = [];
  const state = { failing: false, closed: false };
  const transport: MailTransport = {
    async sendMail(mail) {
      if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:4025');
      sent.push(mail);
      return {};
    },
    close() {
      state.closed = true;
    },
  };
  return { transport, sent, state };
}

let counter = 0;
/** An outbox on a collection of its own (a database per test), with a clock the test moves. */
async function outboxUnderTest(options: { policy?: Partial<OutboxPolicy>; logger?: Logger } = {}) {
  counter += 1;
  const db = database.client.db(`${database.db.databaseName}_${counter}`);
  const clock = { now: new Date('2026-03-01T10:00:00Z').getTime() };
  const fake = fakeTransport();
  const make = (transport: MailTransport = fake.transport) =>
    mailOutbox(db, {
      transport,
      from: FROM,
      encryptionKey: KEY,
      logger: options.logger ?? (() => {}),
      policy: options.policy,
      now: () => new Date(clock.now),
    });
  const outbox = make();
  await outbox.init();
  const stored = () => db.collection<OutboxDoc>('mail_outbox').find().toArray();
  return { outbox, make, clock, stored, ...fake, db };
}

const resetMail = (to: string, key = `password-reset:${to}`) => ({
  key,
  to,
  template: 'password-reset',
  subject: 'Reset your Aspire password',
  html: `<p>Open <a href="${LINK}">${LINK}</a></p>`,
  text: `Open ${LINK}`,
});

describe('the mail outbox', () => {
  it('stores a queued message sealed, sends it with a Message-ID from its key, then keeps no content', async () => {
    const { outbox, stored, sent } = await outboxUnderTest();
    expect(await outbox.queue(resetMail('amina@example.com'))).toBe(true);
    const queued = JSON.stringify(await stored());
    expect(queued).toContain('amina@example.com');
    expect(queued).toContain('password-reset');
    expect(queued).not.toContain('token');
    expect(queued).not.toContain('Reset your Aspire password');

    expect(await outbox.sendNext()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: FROM,
      to: 'amina@example.com',
      subject: 'Reset your Aspire password',
      text: `Open ${LINK}`,
      html: expect.stringContaining(`href="${LINK}"`),
      messageId: expect.stringMatching(/^<[0-9a-f]{32}@aspirecollege\.in>$/),
    });
    const [doc] = await stored();
    expect(doc).toMatchObject({ _id: 'password-reset:amina@example.com', status: 'sent', attempts: 1 });
    expect(doc?.sentAt).toBeInstanceOf(Date);
    expect(doc?.content).toBeUndefined();
    expect(JSON.stringify(await stored())).not.toContain('Reset your');
    expect(await outbox.sendNext()).toBe(false);
  });

  it('queues a key once: a repeated queue changes nothing and nothing is sent twice', async () => {
    const { outbox, stored, sent } = await outboxUnderTest();
    expect(await outbox.queue(resetMail('imran@example.com', 'k1'))).toBe(true);
    expect(await outbox.queue({ ...resetMail('imran@example.com', 'k1'), subject: 'Another' })).toBe(false);
    expect(await stored()).toHaveLength(1);
    while (await outbox.sendNext());
    expect(await outbox.queue(resetMail('imran@example.com', 'k1'))).toBe(false);
    while (await outbox.sendNext());
    expect(sent.map((mail) => mail.subject)).toEqual(['Reset your Aspire password']);
  });

  it('knows a queued key whatever became of it, and nothing of a key never queued', async () => {
    const { outbox } = await outboxUnderTest();
    expect(await outbox.has('k2')).toBe(false);
    await outbox.queue(resetMail('imran@example.com', 'k2'));
    expect(await outbox.has('k2')).toBe(true);
    while (await outbox.sendNext());
    expect(await outbox.has('k2')).toBe(true);
  });

  it('renders a message queued once only when its key is new', async () => {
    const { outbox, stored } = await outboxUnderTest();
    let renders = 0;
    const { subject, html, text, ...envelope } = resetMail('imran@example.com', 'k4');
    const pending = {
      ...envelope,
      render: async () => {
        renders += 1;
        return { subject, html, text };
      },
    };
    expect(await outbox.queueOnce(pending)).toBe(true);
    expect(await outbox.queueOnce(pending)).toBe(false);
    expect(renders).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  it('sends a Reply-To with the message, sealed at rest like the rest of its content', async () => {
    const { outbox, stored, sent } = await outboxUnderTest();
    await outbox.queue({
      ...resetMail('admissions@aspirecollege.in', 'k3'),
      replyTo: 'applicant@example.com',
    });
    expect(JSON.stringify(await stored())).not.toContain('applicant@example.com');
    await outbox.sendNext();
    expect(sent[0]).toMatchObject({ to: 'admissions@aspirecollege.in', replyTo: 'applicant@example.com' });
  });

  it('sends attachments with the message, sealed at rest and dropped once sent', async () => {
    const { outbox, stored, sent } = await outboxUnderTest();
    const letter = Buffer.from('%PDF-1.7 offer letter for Ayesha');
    await outbox.queue({
      ...resetMail('ayesha@example.com', 'k4'),
      attachments: [
        {
          filename: 'offer-letter.pdf',
          contentType: 'application/pdf',
          contentBase64: letter.toString('base64'),
        },
      ],
    });
    expect(JSON.stringify(await stored())).not.toContain('offer-letter.pdf');
    await outbox.sendNext();
    expect(sent[0]?.attachments).toEqual([
      { filename: 'offer-letter.pdf', contentType: 'application/pdf', content: letter },
    ]);
    expect((await stored())[0]?.content).toBeUndefined();
  });

  it('waits 2 s after a failed try, doubling each time up to 10 minutes', () => {
    const policy = { retryBaseMs: 2_000, retryMaxMs: 600_000 };
    expect(Array.from({ length: 11 }, (_, i) => retryDelayMs(i + 1, policy) / 1000)).toEqual([
      2, 4, 8, 16, 32, 64, 128, 256, 512, 600, 600,
    ]);
  });

  it('retries a refused message only once its backoff has passed', async () => {
    const { outbox, clock, stored, sent, state } = await outboxUnderTest();
    await outbox.queue(resetMail('yusuf@example.com'));
    state.failing = true;
    expect(await outbox.sendNext()).toBe(true);
    let [doc] = await stored();
    expect(doc).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(doc?.dueAt.getTime()).toBe(clock.now + 2_000);
    clock.now += 1_999;
    expect(await outbox.sendNext()).toBe(false);
    clock.now += 1;
    expect(await outbox.sendNext()).toBe(true);
    [doc] = await stored();
    expect(doc?.dueAt.getTime()).toBe(clock.now + 4_000);
    state.failing = false;
    clock.now += 4_000;
    expect(await outbox.sendNext()).toBe(true);
    expect(sent).toHaveLength(1);
    [doc] = await stored();
    expect(doc).toMatchObject({ status: 'sent', attempts: 3 });
    expect(doc?.lastError).toBeUndefined();
  });

  it('after its last try leaves a message failed, logged at error and counted in /ready and the metrics', async () => {
    const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
    const { outbox, clock, stored, state } = await outboxUnderTest({
      policy: { maxAttempts: 3 },
      logger: (level, msg, fields) => lines.push({ level, msg, fields }),
    });
    await outbox.queue(resetMail('zainab@example.com'));
    state.failing = true;
    for (let i = 0; i < 3; i += 1) {
      expect(await outbox.sendNext()).toBe(true);
      clock.now += 60_000;
    }
    expect(await outbox.sendNext()).toBe(false);
    await outbox.queue(resetMail('later@example.com'));
    const docs = await stored();
    expect(docs.find((doc) => doc.to === 'zainab@example.com')).toMatchObject({
      status: 'failed',
      attempts: 3,
      failedAt: expect.any(Date),
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(JSON.stringify(docs)).not.toContain('token');
    expect(lines.filter((line) => line.level === 'error')).toEqual([
      {
        level: 'error',
        msg: 'e-mail not delivered: given up after its last try',
        fields: expect.objectContaining({
          template: 'password-reset',
          to: 'zainab@example.com',
          attempts: 3,
        }),
      },
    ]);
    expect(await outbox.counts()).toEqual({ backlog: 1, failed: 1 });

    const app = createServiceApp(
      { name: 'mailer', logger: () => {}, ready: async () => true, mailOutbox: outbox },
      () => {},
    );
    expect(await (await app.request('/api/mailer/ready')).json()).toEqual({
      success: true,
      data: { status: 'ready', mail: { backlog: 1, failed: 1 } },
    });
    const { text } = await app.metrics.scrape();
    expect(sampleOf(text, 'mail_outbox_backlog', { service: 'mailer' })).toBe(1);
    expect(sampleOf(text, 'mail_outbox_failed', { service: 'mailer' })).toBe(1);
  });

  it('lets one sender hold a message; a claim that lapses is taken up and the late sender changes nothing', async () => {
    const { outbox, make, clock, stored, sent } = await outboxUnderTest();
    await outbox.queue(resetMail('hamza@example.com'));
    // A sender that hangs mid-send, as one that died would.
    let finishHung = () => {};
    const hung = make({
      sendMail: () =>
        new Promise((resolve) => {
          finishHung = () => resolve({});
        }),
      close() {},
    });
    const hungAttempt = hung.sendNext();
    await expect.poll(async () => (await stored())[0]?.attempts).toBe(1);
    expect(await outbox.sendNext()).toBe(false);
    clock.now += 2 * 60_000;
    expect(await outbox.sendNext()).toBe(true);
    expect(sent).toHaveLength(1);
    clock.now += 1_000;
    finishHung();
    await hungAttempt;
    const [doc] = await stored();
    expect(doc).toMatchObject({ status: 'sent', attempts: 2, sentAt: new Date(clock.now - 1_000) });
  });

  it('sends what is queued while its loop runs, and stops cleanly', async () => {
    const { make, sent, state } = await outboxUnderTest();
    const running = make();
    running.start();
    await running.queue(resetMail('maryam@example.com'));
    await expect.poll(() => sent.length, { timeout: 2_000 }).toBe(1);
    await running.stop();
    expect(state.closed).toBe(true);
  });

  it('without a transport queues and sends nothing', async () => {
    const { db } = await outboxUnderTest();
    const idle = mailOutbox(db, { from: FROM, encryptionKey: KEY, logger: () => {} });
    idle.start();
    await idle.queue(resetMail('nobody@example.com'));
    expect(await idle.sendNext()).toBe(false);
    expect(await idle.counts()).toEqual({ backlog: 1, failed: 0 });
    await idle.stop();
  });

  it('forgets an erased person: drops what is owed to them, strips them from sent records, leaves others', async () => {
    const { outbox, stored } = await outboxUnderTest();
    await outbox.queue(resetMail('Zainab.K@example.com', 'sent-one'));
    expect(await outbox.sendNext()).toBe(true);
    await outbox.queue(resetMail('zainab.k@example.com', 'owed-one'));
    await outbox.queue(resetMail('zainab.kx@example.com', 'someone-else'));

    expect(await outbox.forget('zainab.k@example.com')).toEqual({ dropped: 1, anonymised: 1 });
    const docs = await stored();
    expect(docs.map((doc) => [doc._id, doc.to, doc.status]).sort()).toEqual([
      ['sent-one', ERASED_RECIPIENT, 'sent'],
      ['someone-else', 'zainab.kx@example.com', 'pending'],
    ]);
    expect(await outbox.forget('zainab.k@example.com')).toEqual({ dropped: 0, anonymised: 0 });
  });

  it('forgets the recipient of a message marked so once it is sent (the last to an erased person)', async () => {
    const { outbox, stored, sent } = await outboxUnderTest();
    await outbox.queue({ ...resetMail('hafsa@example.com', 'last-one'), forgetRecipient: true });
    expect((await stored())[0]?.to).toBe('hafsa@example.com');
    expect(await outbox.sendNext()).toBe(true);
    expect(sent[0]?.to).toBe('hafsa@example.com');
    expect((await stored())[0]).toMatchObject({ to: ERASED_RECIPIENT, status: 'sent' });
  });
});
