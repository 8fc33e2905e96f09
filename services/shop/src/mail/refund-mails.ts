/**
 * The e-mails of a refund: the customer's when the money is on its way back to them, and the shop
 * team's when the gateway failed a refund (so someone looks at it). In the college's layout, HTML and text.
 */
import { formatPaise, type Order, type RefundAnswer } from '@aspire/contracts/shop';
import { actionButton, detailsTable, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';
import { firstNameOf, formatPayment, indiaDateTime, SHOP_PHONE } from './order-mails.ts';

type Refund = Pick<RefundAnswer, 'amount' | 'processedAt'>;

export const refundedSubject = (order: Pick<Order, 'receipt'>, refund: Pick<Refund, 'amount'>) =>
  `We have refunded ${formatPaise(refund.amount)} for your Aspire order ${order.receipt}`;
export const refundFailedSubject = (order: Pick<Order, 'receipt'>, refund: Pick<Refund, 'amount'>) =>
  `A refund of ${formatPaise(refund.amount)} for order ${order.receipt} failed`;

/** The money is on its way back: how much, for which order, and when it reaches them. */
export async function orderRefundedMail(
  { order, name, refund }: { order: Order; name: string; refund: Refund },
  siteUrl: string,
) {
  const amount = formatPaise(refund.amount);
  const whole = order.refundedAmount >= order.amount;
  const first = firstNameOf(name);
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `We have refunded ${amount} for your order ${order.receipt}. It reaches your account in 5–7 working days.`,
      heading: 'Your refund is on its way',
      children: [
        paragraph(first ? `Assalamu alaikum ${first},` : 'Assalamu alaikum,'),
        paragraph(
          `We have refunded ${amount} for your order ${order.receipt}. It goes back to the card, UPI or bank account you paid with, and it reaches your account in 5–7 working days.`,
        ),
        detailsTable([
          ['Order number', order.receipt],
          ['Refunded', amount],
          [
            'Refunded on',
            refund.processedAt ? indiaDateTime.format(new Date(refund.processedAt)) : undefined,
          ],
          ['Order total', whole ? undefined : formatPayment(order.amount, order.currency)],
        ]),
        paragraph(
          whole
            ? 'This refunds your order in full.'
            : 'The rest of your order stands; your orders page shows what was refunded.',
        ),
        actionButton(`${siteUrl}/orders`, 'See your orders'),
        paragraph(
          `If the money has not reached you after 7 working days, call our shop team on ${SHOP_PHONE} and mention your order number.`,
        ),
      ],
    }),
  );
  return { subject: refundedSubject(order, refund), ...content };
}

/** To the shop team: the gateway failed a refund, the amount can be refunded again from the order's page. */
export async function refundFailedMail(
  {
    order,
    refund,
  }: { order: Order; refund: Pick<RefundAnswer, 'amount'> & { reason: string; failureReason: string } },
  siteUrl: string,
) {
  const amount = formatPaise(refund.amount);
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `The payment gateway failed a refund of ${amount} for order ${order.receipt}.`,
      heading: 'A refund failed',
      children: [
        paragraph(
          `The payment gateway could not refund ${amount} for order ${order.receipt}, so the customer has not got this money back.`,
        ),
        detailsTable([
          ['Order number', order.receipt],
          ['Refund', amount],
          ['Why it was refunded', refund.reason],
          ['What the gateway said', refund.failureReason],
        ]),
        paragraph(
          'The amount can be refunded again from the order’s page. If it fails again, please contact the payment gateway’s support.',
        ),
        actionButton(`${siteUrl}/staff/orders/${order._id}`, 'Open the order'),
      ],
    }),
  );
  return { subject: refundFailedSubject(order, refund), ...content };
}
