import type { Logger } from '@aspire/service-kit';
import type { OutboxEventDoc, WebhookOutboxRepo } from '../repo/webhook-outbox.ts';

/**
 * Posts a signed webhook body to the shop's webhook route with its `x-razorpay-event-id`, which stays
 * the same on every retry of one event (as Razorpay's does).
 */
export type WebhookDelivery = (rawBody: string, signature: string, eventId: string) => Promise<Response>;

export type SandboxWebhookOptions = {
  /** How long after the payment is answered the webhook is first sent (SANDBOX_WEBHOOK_DELAY_MS; 0). */
  delayMs?: number;
  /** How often the retry loop looks for due events (1 s). */
  pollMs?: number;
  /** Backoff after a refused attempt: base × 2^(attempts − 1), at most max (1 s … 1 min). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** An event still refused this long after it was recorded is abandoned, as Razorpay does (24 h). */
  giveUpAfterMs?: number;
  /** How long one attempt holds its event before another may take it (30 s). */
  leaseMs?: number;
};

const HOUR = 60 * 60 * 1000;

/** An outbox event's `x-razorpay-event-id`: derived from the event, so every retry carries the same one. */
export const sandboxEventId = (doc: Pick<OutboxEventDoc, '_id'>) => `evt_${doc._id.toHexString()}`;

/**
 * The sandbox's webhook sender, as Razorpay's: every event is recorded in the outbox before the payment
 * is answered, sent asynchronously `delayMs` later, marked delivered on a 2xx, and otherwise retried with
 * exponential backoff by a loop the service starts on boot — so an event pending when the process died
 * is sent after it restarts. The webhook route is idempotent, so a repeated delivery changes nothing.
 */
export function sandboxWebhooks(deps: {
  outbox: WebhookOutboxRepo;
  sign: (rawBody: string) => string;
  deliver: WebhookDelivery;
  logger: Logger;
  options?: SandboxWebhookOptions;
}) {
  const { outbox, sign, deliver, logger } = deps;
  const {
    delayMs = 0,
    pollMs = 1_000,
    retryBaseMs = 1_000,
    retryMaxMs = 60_000,
    giveUpAfterMs = 24 * HOUR,
    leaseMs = 30_000,
  } = deps.options ?? {};
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Map<string, Promise<void>>();
  let loop: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | undefined;
  let stopped = false;

  /** One attempt at one event; concurrent callers in this process share it. */
  function attempt(doc: OutboxEventDoc) {
    const key = doc._id.toHexString();
    const running = inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      // A send's timer runs on the monotonic clock and may fire before the wall clock reaches the event's
      // `dueAt` (a wall clock stepped back, as a virtual machine's may be). Made for its due time, the
      // attempt counts as due; the claim still refuses an event another attempt holds (its `dueAt` moved on).
      const now = new Date(Math.max(Date.now(), doc.dueAt.getTime()));
      if (!(await outbox.claim(doc._id, now, new Date(now.getTime() + leaseMs)))) return;
      let error: string;
      try {
        const response = await deliver(doc.rawBody, sign(doc.rawBody), sandboxEventId(doc));
        await response.body?.cancel().catch(() => {});
        if (response.ok) {
          await outbox.markDelivered(doc._id);
          return;
        }
        error = `answered ${response.status}`;
      } catch (cause) {
        error = String(cause);
      }
      const attempts = doc.attempts + 1;
      const giveUp = now.getTime() - doc.createdAt.getTime() >= giveUpAfterMs;
      const wait = Math.min(retryBaseMs * 2 ** (attempts - 1), retryMaxMs);
      await outbox.markFailed(doc._id, error, giveUp ? null : new Date(Date.now() + wait));
      logger('warn', giveUp ? 'sandbox webhook abandoned' : 'sandbox webhook refused; retrying', {
        event: doc.event,
        paymentOrderId: doc.paymentOrderId,
        attempts,
        error,
        ...(giveUp ? {} : { retryInMs: wait }),
      });
    })()
      .catch((cause: unknown) =>
        logger('warn', 'sandbox webhook attempt failed', {
          paymentOrderId: doc.paymentOrderId,
          error: String(cause),
        }),
      )
      .finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  /** Delivers every due pending event once; answers how many were attempted. */
  function sweep() {
    sweeping ??= (async () => {
      const due = await outbox.due(new Date());
      for (const doc of due) {
        if (stopped) break;
        await attempt(doc);
      }
      return due.length;
    })()
      .catch((cause: unknown) => {
        logger('warn', 'sandbox webhook sweep failed', { error: String(cause) });
        return 0;
      })
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  }

  return {
    /** Records an event (before the payment is answered) and sends it `delayMs` later. */
    async send(event: { event: string; paymentOrderId: string; body: object }) {
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: 'acc_aspiresandbox',
        ...event.body,
        event: event.event,
        created_at: Math.floor(Date.now() / 1000),
      });
      const doc = await outbox.record({
        event: event.event,
        paymentOrderId: event.paymentOrderId,
        rawBody,
        dueAt: new Date(Date.now() + delayMs),
      });
      if (!stopped) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void attempt(doc);
        }, delayMs);
        timer.unref();
        timers.add(timer);
      }
      return doc;
    },
    sweep,
    /** Starts the retry loop: a sweep now, then one every `pollMs`. */
    start() {
      stopped = false;
      if (loop) return;
      void sweep();
      loop = setInterval(() => void sweep(), pollMs);
      loop.unref();
    },
    /** Stops the loop and the scheduled sends, and waits for attempts under way. */
    async stop() {
      stopped = true;
      if (loop) clearInterval(loop);
      loop = undefined;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([sweeping, ...inFlight.values()]);
    },
  };
}
export type SandboxWebhooks = ReturnType<typeof sandboxWebhooks>;
