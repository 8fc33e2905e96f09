/** The sandbox's refunds, as Razorpay's: bounded by what was captured, answered pending, reported by a signed webhook. */
import { silentLogger } from '@aspire/service-kit';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { sandboxPaymentsRepo } from '../repo/sandbox-payments.ts';
import { webhookOutboxRepo } from '../repo/webhook-outbox.ts';
import { SANDBOX } from '../test-app.ts';
import { GatewayRefused, hmacHex, REFUND_EXCEEDS } from './gateway.ts';
import { sandbox } from './sandbox.ts';
import type { WebhookDelivery } from './sandbox-webhooks.ts';

const { db } = await testDatabase();
const payments = sandboxPaymentsRepo(db);
const outbox = webhookOutboxRepo(db);
await payments.init();
await outbox.init();
/** Every delivery the sandbox makes; the first `refuse` of them are answered 503. */
const deliveries: { rawBody: string; signature: string; eventId: string }[] = [];
let refuse = 0;
const deliver: WebhookDelivery = async (rawBody, signature, eventId) => {
  deliveries.push({ rawBody, signature, eventId });
  if (refuse > 0) {
    refuse -= 1;
    return new Response('busy', { status: 503 });
  }
  return Response.json({ success: true, data: { received: true, handled: true } });
};
const local = sandbox({
  secrets: SANDBOX,
  payments,
  outbox,
  deliver,
  logger: silentLogger,
  webhookOptions: { delayMs: 60_000, retryBaseMs: 0 },
});
const { gateway } = local;

async function captured(amount = 81_800) {
  const paid = await local.pay({
    paymentOrderId: `order_${crypto.randomUUID().slice(0, 8)}`,
    amount,
    currency: 'INR',
  });
  if (!paid) throw new Error('not paid');
  return paid.razorpay_payment_id;
}
const refund = (paymentId: string, amount: number, refundKey: string = crypto.randomUUID()) =>
  gateway.refund(paymentId, { amount, receipt: refundKey, notes: { refundKey } });
/** Sends what the outbox owes now. */
async function sendDue() {
  await db
    .collection('sandbox_webhook_outbox')
    .updateMany({ status: 'pending' }, { $set: { dueAt: new Date(0) } });
  await local.webhooks.sweep();
}

describe('sandbox refunds', () => {
  it('answers pending, keeps the notes, lists the refund processed, and refuses beyond what was captured', async () => {
    const paymentId = await captured();
    const made = await refund(paymentId, 30_000, 'key-1');
    expect(made).toMatchObject({
      payment_id: paymentId,
      amount: 30_000,
      status: 'pending',
      notes: { refundKey: 'key-1' },
    });
    expect(made.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await gateway.fetchRefunds(paymentId)).toEqual([{ ...made, status: 'processed' }]);
    const beyond = refund(paymentId, 51_801);
    await expect(beyond).rejects.toBeInstanceOf(GatewayRefused);
    await expect(beyond).rejects.toThrow(REFUND_EXCEEDS);
    await refund(paymentId, 51_800);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: 'refunded' });
    await expect(refund(paymentId, 100)).rejects.toThrow(REFUND_EXCEEDS);
    await expect(refund('pay_Nothing0000000', 100)).rejects.toThrow('The id provided does not exist');
  });

  it('never refunds more than was captured, however many refunds race', async () => {
    const paymentId = await captured();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => refund(paymentId, 30_000)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await gateway.fetchRefunds(paymentId)).toHaveLength(2);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: 'captured' });
  });

  it('sends a signed refund.processed webhook, with the same event id on every retry, and replays it exactly', async () => {
    const paymentId = await captured();
    await sendDue();
    deliveries.length = 0;
    const made = await refund(paymentId, 81_800, 'key-webhook');
    refuse = 1;
    await sendDue();
    await sendDue();
    expect(deliveries).toHaveLength(2);
    const [refused, taken] = deliveries;
    expect(taken).toEqual(refused);
    expect(taken?.signature).toBe(hmacHex(SANDBOX.webhookSecret, taken?.rawBody ?? ''));
    expect(taken?.eventId).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(JSON.parse(taken?.rawBody ?? '{}')).toMatchObject({
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: made.id,
            payment_id: paymentId,
            amount: 81_800,
            status: 'processed',
            notes: { refundKey: 'key-webhook' },
          },
        },
        payment: { entity: { id: paymentId, status: 'refunded', amount_refunded: 81_800 } },
      },
    });
    const replayed = await local.replayRefundWebhook(made.id);
    expect(replayed?.status).toBe(200);
    expect(deliveries.at(-1)).toEqual(taken);
    expect(await local.replayRefundWebhook('rfnd_Nothing000000')).toBeNull();
  });
});
