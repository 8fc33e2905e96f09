/** The shop's e-mails about orders, in the college's layout, as HTML and plain text. */
import { SITE } from '@aspire/config/site';
import { displayPhone } from '@aspire/contracts/phone';
import { formatPaise, formatRupees, type Order, type ShippingAddress } from '@aspire/contracts/shop';
import { actionButton, detailsTable, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';

/** An order with somewhere to write to: the buyer's delivery address carries their e-mail. */
export type AddressedOrder = Order & { shippingAddress: ShippingAddress };

/** The order number shoppers see on their orders page (its receipt). */
export const placedSubject = (order: Pick<Order, 'receipt'>) =>
  `Your Aspire order ${order.receipt} is confirmed`;
export const failedSubject = (paymentId: string) => `About your Aspire payment ${paymentId}`;

/** The shop is run from the Chennai campus: its phone is the one to call about an order. */
export const SHOP_PHONE = SITE.offices[0].phone;

/** A moment as the orders page shows it (when an order was placed), in India's time whatever the server's zone. */
export const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/**
 * A payment's amount (paise) in its currency: rupees with the site's formatting, or, for an amount a
 * gateway reported in something else or with paise, that currency written out exactly.
 */
export function formatPayment(paise: number, currency: string) {
  if (currency === 'INR') return formatPaise(paise);
  try {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: 2 }).format(
      paise / 100,
    );
  } catch {
    return `${(paise / 100).toFixed(2)} ${currency}`;
  }
}

/** Whom a mail greets: the first word of a name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const firstName = (address: ShippingAddress) => firstNameOf(address.name);

/** The delivery address as labelled rows (an empty landmark is left out). */
export const addressRows = (address: ShippingAddress) =>
  [
    ['Name', address.name],
    ['Address', `${address.flat}, ${address.address}`],
    ['Landmark', address.landmark],
    ['City', `${address.city}, ${address.state} ${address.pincode}`],
    ['Mobile', displayPhone(address.mobileNumber)],
  ] as const;

/** Each line of the order: the product, how many, the price each and the line's total. */
export const lineRows = (order: Pick<Order, 'lines'>) =>
  order.lines.map(
    (line) =>
      [
        line.productName,
        `${line.qty} × ${formatRupees(line.sellingPrice)} = ${formatRupees(line.qty * line.sellingPrice)}`,
      ] as const,
  );

/** The order's money: MRP, the real discount, what the items cost, delivery and what was paid. */
function totalsRows(order: Order) {
  const itemsTotal = order.lines.reduce((sum, line) => sum + line.sellingPrice * line.qty, 0);
  const mrpTotal = order.lines.reduce((sum, line) => sum + line.mrp * line.qty, 0);
  const paid = order.amount / 100;
  // Whatever the payment order charged beyond the items is delivery (free today).
  const delivery = paid - itemsTotal;
  const discount = mrpTotal - itemsTotal;
  return [
    ['Price (MRP)', discount > 0 ? formatRupees(mrpTotal) : undefined],
    ['Discount', discount > 0 ? `− ${formatRupees(discount)}` : undefined],
    ['Subtotal', formatRupees(itemsTotal)],
    ['Delivery', delivery === 0 ? 'Free' : formatRupees(delivery)],
    ['Total paid', formatRupees(paid)],
  ] as const;
}

/** The confirmation of a paid order: every line, the totals, where it goes and what happens next. */
export async function orderPlacedMail(order: AddressedOrder, siteUrl: string) {
  const ordersPage = `${siteUrl}/orders`;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Thank you for your order. We will pack and dispatch it within two working days.`,
      heading: 'Your order is confirmed',
      children: [
        paragraph(`Assalamu alaikum ${firstName(order.shippingAddress)},`),
        paragraph(
          'Thank you for shopping with Aspire. We have received your payment and your order is confirmed. Here is what you ordered:',
        ),
        detailsTable([
          ['Order number', order.receipt],
          ['Order placed', indiaDateTime.format(new Date(order.createdAt))],
          ['Payment', order.paymentId ?? undefined],
        ]),
        detailsTable(lineRows(order)),
        detailsTable(totalsRows(order)),
        paragraph('We will deliver it to:'),
        detailsTable(addressRows(order.shippingAddress)),
        paragraph(
          'What happens next: we pack and dispatch your order within two working days, and you can follow it on your orders page at any time.',
        ),
        actionButton(ordersPage, 'See your orders'),
        paragraph(
          `If anything about your order is not right, call our shop team on ${SHOP_PHONE} and mention your order number.`,
        ),
      ],
    }),
  );
  return { subject: placedSubject(order), ...content };
}

/**
 * Why money that was taken could not complete an order: a second payment for an order already paid
 * with another, or a payment of another amount than the order's.
 */
export type PaymentProblem = 'already-paid' | 'amount-mismatch';

/** Tells the buyer their money was taken but the order could not use it, and that it comes back. */
export async function orderFailedMail(
  order: AddressedOrder,
  payment: { id: string; amount: number; currency: string; problem: PaymentProblem },
  siteUrl: string,
) {
  const amount = formatPayment(payment.amount, payment.currency);
  const whatHappened =
    payment.problem === 'already-paid'
      ? `We received a payment of ${amount} for your order ${order.receipt}, but that order had already been paid with another payment. Your order is confirmed; this second payment was not needed.`
      : `We received a payment of ${amount} for your order ${order.receipt}, but it does not match the order's total of ${formatRupees(order.amount / 100)}, so we could not complete the order with it. The order has not been placed, and its items are still in your cart.`;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Your payment of ${amount} could not be used for your order. You will get it back in full.`,
      heading: 'About your payment',
      children: [
        paragraph(`Assalamu alaikum ${firstName(order.shippingAddress)},`),
        paragraph(whatHappened),
        paragraph(
          `You will not lose this money. Our shop team will refund the full ${amount} to the card, UPI or bank account you paid with, and will call you within one working day to let you know.`,
        ),
        detailsTable([
          ['Payment', payment.id],
          ['Amount', amount],
          ['Order number', order.receipt],
        ]),
        paragraph(
          `If you would like to speak to us sooner, call our shop team on ${SHOP_PHONE} and mention the payment above. We are sorry for the trouble.`,
        ),
      ],
    }),
  );
  return { subject: failedSubject(payment.id), ...content };
}
