import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import type { Logger } from '../logger.ts';
import { isDuplicateKey } from '../mongo.ts';
import { DEV_MAIL_ENCRYPTION_KEY, mailSeal, type Sealed } from './seal.ts';
import { type MailSettings, type MailTransport, messageIdFor } from './transport.ts';

/** One e-mail a change owes someone. */
export type OutgoingMail = {
  /**
   * Unique to the change that owes the message (`password-reset:<id>`): queueing the same key again
   * does nothing, so a retried request never sends a second copy.
   */
  key: string;
  to: string;
  /** Which message it is (`password-reset`); kept after sending, with who and when. */
  template: string;
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes (an office's notification answers the applicant); kept sealed with the content. */
  replyTo?: string;
  /** Files sent with the message (an offer letter), base64; sealed with the content and dropped with it. */
  attachments?: MailAttachment[];
  /** The last message to an erased person: once sent or given up, its record no longer names them. */
  forgetRecipient?: boolean;
};
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** A message whose content is rendered only if it is to be queued (`queueOnce`). */
export type PendingMail = Omit<OutgoingMail, 'subject' | 'html' | 'text' | 'attachments'> & {
  render: () => Promise<Pick<OutgoingMail, 'subject' | 'html' | 'text' | 'attachments'>>;
};

/** Who a sent message's record names once its recipient's account was erased. */
export const ERASED_RECIPIENT = 'erased';

/** The sender when MAIL_FROM is not given (development and tests; production requires MAIL_FROM). */
export const DEFAULT_MAIL_FROM = 'Aspire College <no-reply@aspirecollege.in>';

/** What is stored of a message: its content only sealed, and only until it is sent or given up. */
export type OutboxDoc = {
  /** The idempotency key. */
  _id: string;
  to: string;
  template: string;
  status: 'pending' | 'sent' | 'failed';
  /** Subject and bodies (JSON), sealed with MAIL_ENCRYPTION_KEY; removed once sent or failed. */
  content?: Sealed;
  /** Attempts started so far (a claim counts one, so a process that dies mid-send uses it up). */
  attempts: number;
  /** When a pending message may next be claimed: when it is due, or when the current claim lapses. */
  dueAt: Date;
  /** The claim of the attempt under way: only that attempt may record its outcome. */
  claim?: string;
  /** Set for the last message to an erased person: `to` is forgotten once it is sent or given up. */
  forgetRecipient?: true;
  createdAt: Date;
  sentAt?: Date;
  failedAt?: Date;
  lastError?: string;
};

type Content = Pick<OutgoingMail, 'subject' | 'html' | 'text' | 'replyTo' | 'attachments'>;

export type OutboxPolicy = {
  /** Tries before a message is left failed (10). */
  maxAttempts: number;
  /** The wait after the first failed try, doubled after each further one (2 s), up to `retryMaxMs` (10 min). */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim holds a message: longer than any SMTP attempt, so only a dead sender's lapses (2 min). */
  leaseMs: number;
  /** How often the sender looks for due messages when nothing wakes it (1 s). */
  pollMs: number;
};

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  maxAttempts: 10,
  retryBaseMs: 2_000,
  retryMaxMs: 10 * 60_000,
  leaseMs: 2 * 60_000,
  pollMs: 1_000,
};

/** The wait before the next try after `attempts` failed ones: exponential, capped. */
export const retryDelayMs = (attempts: number, policy: Pick<OutboxPolicy, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(policy.retryBaseMs * 2 ** (attempts - 1), policy.retryMaxMs);

/**
 * A service's durable outbox of e-mails, one collection (`mail_outbox`) in its own database. A message
 * is queued in the same step as the change that owes it, then sent by a loop the service starts: one
 * due message at a time, claimed atomically with a lease (several instances share the collection; a
 * claim of a sender that died lapses and the message is taken up again), retried with exponential
 * backoff while SMTP fails, and left `failed` after its last try (logged at `error`, counted in
 * `/ready` and the metrics). Subject and bodies are sealed at rest and dropped once the message is sent
 * or given up, so the database keeps only who, which template, when and the outcome.
 *
 * Without a `transport` (no SMTP_URL, or tests that do not read mail) messages are queued and wait.
 */
export function mailOutbox(
  db: Db,
  /** From MAIL_FROM when given, else DEFAULT_MAIL_FROM; the development key (refused in production) without MAIL_ENCRYPTION_KEY. */
  options: MailSettings & {
    logger: Logger;
    policy?: Partial<OutboxPolicy>;
    now?: () => Date;
  },
) {
  const { transport, logger } = options;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const policy = { ...DEFAULT_OUTBOX_POLICY, ...options.policy };
  const now = options.now ?? (() => new Date());
  const seal = mailSeal(options.encryptionKey ?? DEV_MAIL_ENCRYPTION_KEY);
  const outbox = db.collection<OutboxDoc>('mail_outbox');
  const later = (ms: number) => new Date(now().getTime() + ms);

  /** Records the outcome of an attempt, unless its claim lapsed and another attempt took the message. */
  const settle = (doc: OutboxDoc, update: Partial<OutboxDoc>, drop: (keyof OutboxDoc)[] = []) =>
    outbox.updateOne(
      { _id: doc._id, claim: doc.claim },
      {
        $set: update,
        ...(drop.length > 0 && { $unset: Object.fromEntries(drop.map((field) => [field, ''])) }),
      },
    );

  const forgotten = (doc: OutboxDoc) => (doc.forgetRecipient ? { to: ERASED_RECIPIENT } : {});

  async function attempt(doc: OutboxDoc, sender: MailTransport) {
    try {
      if (!doc.content) throw new Error('the message has no content');
      const { attachments, ...content } = JSON.parse(seal.open(doc.content, doc._id)) as Content;
      await sender.sendMail({
        from,
        to: doc.to,
        messageId: messageIdFor(doc._id, from),
        ...content,
        attachments: attachments?.map(({ filename, contentType, contentBase64 }) => ({
          filename,
          contentType,
          content: Buffer.from(contentBase64, 'base64'),
        })),
      });
    } catch (cause) {
      const error = cause instanceof Error ? cause.message : String(cause);
      if (doc.attempts >= policy.maxAttempts) {
        await settle(doc, { status: 'failed', failedAt: now(), lastError: error, ...forgotten(doc) }, [
          'content',
          'claim',
        ]);
        logger('error', 'e-mail not delivered: given up after its last try', {
          key: doc._id,
          template: doc.template,
          to: doc.to,
          attempts: doc.attempts,
          error,
        });
        return;
      }
      const wait = retryDelayMs(doc.attempts, policy);
      await settle(doc, { dueAt: later(wait), lastError: error }, ['claim']);
      logger('warn', 'e-mail not sent; retrying', {
        key: doc._id,
        template: doc.template,
        attempts: doc.attempts,
        retryInMs: wait,
        error,
      });
      return;
    }
    await settle(doc, { status: 'sent', sentAt: now(), ...forgotten(doc) }, [
      'content',
      'claim',
      'lastError',
    ]);
    logger('info', 'e-mail sent', { key: doc._id, template: doc.template, attempts: doc.attempts });
  }

  /** Claims the earliest due message, if any, for one attempt (its lease starts now). */
  const claimNext = () =>
    outbox.findOneAndUpdate(
      { status: 'pending', dueAt: { $lte: now() } },
      { $set: { dueAt: later(policy.leaseMs), claim: randomUUID() }, $inc: { attempts: 1 } },
      { sort: { dueAt: 1 }, returnDocument: 'after' },
    );

  /** Makes one attempt at the earliest due message; answers whether there was one. */
  async function sendNext(sender: MailTransport | undefined = transport) {
    if (!sender) return false;
    const doc = await claimNext();
    if (!doc) return false;
    await attempt(doc, sender);
    return true;
  }

  let running: Promise<void> | undefined;
  let stopping = false;
  // A wake-up while the sender is busy is kept, so the next nap is skipped.
  let woken = false;
  let endNap: (() => void) | undefined;
  const wake = () => {
    woken = true;
    endNap?.();
  };
  /** Waits `pollMs`, or less when `queue` or `stop` wakes the sender. */
  const nap = () =>
    new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        endNap = undefined;
        woken = false;
        resolve();
      };
      const timer = setTimeout(finish, woken ? 0 : policy.pollMs);
      timer.unref();
      endNap = finish;
    });

  /** Queues a message; answers false when its key was queued before (nothing changes then). */
  async function queue(mail: OutgoingMail) {
    const { key, to, template, forgetRecipient, ...content } = mail;
    const at = now();
    try {
      await outbox.insertOne({
        _id: key,
        to,
        template,
        status: 'pending',
        content: seal.seal(JSON.stringify(content), key),
        attempts: 0,
        dueAt: at,
        createdAt: at,
        ...(forgetRecipient && { forgetRecipient: true }),
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    wake();
    return true;
  }

  /** Whether a message with this key was queued, whatever became of it. */
  const has = async (key: string) =>
    (await outbox.findOne({ _id: key }, { projection: { _id: 1 } })) !== null;

  return {
    async init() {
      // The sender's query (due pending messages, earliest first) and the counts of /ready and metrics.
      await outbox.createIndex({ status: 1, dueAt: 1 }, { name: 'status_due' });
    },

    queue,
    has,

    /** What was kept of the messages with these keys (who, which template, when, outcome): a record's timeline. */
    recorded: (keys: string[]) =>
      outbox.find({ _id: { $in: keys } }, { projection: { content: 0 } }).toArray(),

    /**
     * Queues a message rendered only when its key was never queued: a path that repeats an outcome (a
     * retried form, a replayed webhook) does not render again a message it already owes (a render costs
     * about 30 ms of CPU). Answers false when the key was queued before.
     */
    async queueOnce({ render, ...envelope }: PendingMail) {
      if (await has(envelope.key)) return false;
      return queue({ ...envelope, ...(await render()) });
    },

    sendNext,

    /**
     * A person's account was erased: messages still owed to them are dropped, and the record of those
     * sent no longer names them (which template and when stay, for the record's timeline).
     */
    async forget(address: string) {
      // Stored as the sender typed it: matched whatever its case.
      const to = { $regex: `^${address.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' };
      const [dropped, anonymised] = await Promise.all([
        outbox.deleteMany({ to, status: 'pending' }),
        outbox.updateMany(
          { to, status: { $ne: 'pending' } },
          { $set: { to: ERASED_RECIPIENT }, $unset: { content: '' } },
        ),
      ]);
      return { dropped: dropped.deletedCount, anonymised: anonymised.modifiedCount };
    },

    /** Starts the sender loop (nothing to do without a transport). */
    start() {
      if (!transport || running) return;
      stopping = false;
      running = (async () => {
        while (!stopping) {
          let sent = false;
          try {
            sent = await sendNext(transport);
          } catch (error) {
            // The database is away: the messages wait in it, and the loop tries again.
            logger('warn', 'mail outbox unavailable', { error: String(error) });
          }
          if (!sent && !stopping) await nap();
        }
      })();
    },

    /** Stops the loop once the attempt under way (if any) is recorded, then closes the transport. */
    async stop() {
      stopping = true;
      wake();
      await running;
      running = undefined;
      transport?.close();
    },

    /** Messages still to send, and messages given up, for `/ready` and the metrics. */
    async counts() {
      const [backlog, failed] = await Promise.all([
        outbox.countDocuments({ status: 'pending' }),
        outbox.countDocuments({ status: 'failed' }),
      ]);
      return { backlog, failed };
    },
  };
}
export type MailOutbox = ReturnType<typeof mailOutbox>;
