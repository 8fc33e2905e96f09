/**
 * The e-mails of stock: the shop team's when a product runs low or sells out, and the customer's when
 * their payment arrived after the last copy had gone to someone else (so it is refunded in full). In the
 * college's layout, HTML and text.
 */
import { formatPaise, type Order } from '@aspire/contracts/shop';
import { actionButton, detailsTable, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';
import { firstNameOf, SHOP_PHONE } from './order-mails.ts';

/** A product reaching its low-stock mark or none: how many are left, and the mark the team set. */
export type LowStock = { productId: string; productName: string; left: number; lowStockAt: number };

export const lowStockSubject = ({ productName, left }: Pick<LowStock, 'productName' | 'left'>) =>
  left === 0
    ? `Sold out: ${productName}`
    : `Low stock: ${productName} (${left.toLocaleString('en-IN')} left)`;
export const soldOutRefundSubject = (order: Pick<Order, 'receipt'>) =>
  `We are refunding your Aspire order ${order.receipt}`;

/** To the shop team: a product is down to its mark (or none), with a link to its page on the desk. */
export async function lowStockMail(stock: LowStock, siteUrl: string) {
  const left = stock.left.toLocaleString('en-IN');
  const soldOut = stock.left === 0;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: soldOut
        ? `${stock.productName} has sold out; the shop now shows it as sold out.`
        : `${stock.productName} is down to ${left} to sell.`,
      heading: soldOut ? 'A product has sold out' : 'A product is running low',
      children: [
        paragraph(
          soldOut
            ? `${stock.productName} has sold out. The shop now shows it as sold out, and no one can add it to their cart until more are in stock.`
            : `${stock.productName} is down to ${left} to sell (you asked to hear when it reached ${stock.lowStockAt.toLocaleString('en-IN')}).`,
        ),
        detailsTable([
          ['Product', stock.productName],
          ['Left to sell', left],
        ]),
        paragraph(
          'When more arrive, enter the new count on the product’s page. Copies held by checkouts not yet paid are not counted here; they come back if the payment does not.',
        ),
        actionButton(`${siteUrl}/staff/products/${stock.productId}`, 'Open the product'),
      ],
    }),
  );
  return { subject: lowStockSubject(stock), ...content };
}

/**
 * To the customer: their payment reached us after their hold on the stock had lapsed and the last
 * copies had gone, so the order cannot be sent and the money is on its way back.
 */
export async function soldOutRefundMail(
  { order, name, soldOut }: { order: Order; name: string; soldOut: string[] },
  siteUrl: string,
) {
  const amount = formatPaise(order.amount);
  const first = firstNameOf(name);
  const products = new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(soldOut);
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `${products} sold out before your payment reached us. We are refunding ${amount} in full.`,
      heading: 'We are refunding your order',
      children: [
        paragraph(first ? `Assalamu alaikum ${first},` : 'Assalamu alaikum,'),
        paragraph(
          `Thank you for your order ${order.receipt}. Your payment of ${amount} reached us after the time we keep items for a checkout, and by then ${products} had sold out, so we cannot send this order. We are sorry.`,
        ),
        paragraph(
          `We are refunding the full ${amount} to the card, UPI or bank account you paid with. It reaches your account in 5–7 working days, and we will write again when the bank confirms it.`,
        ),
        detailsTable([
          ['Order number', order.receipt],
          ['Sold out', products],
          ['Refund', amount],
        ]),
        actionButton(`${siteUrl}/orders`, 'See your orders'),
        paragraph(
          `If the money has not reached you after 7 working days, call our shop team on ${SHOP_PHONE} and mention your order number.`,
        ),
      ],
    }),
  );
  return { subject: soldOutRefundSubject(order), ...content };
}
