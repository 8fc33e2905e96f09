/**
 * The e-mails of a paid order's road to its customer, each sent when staff take the step: packed,
 * shipped (the carrier, its tracking number and page), delivered. In the college's layout, HTML and text.
 */
import type { Order } from '@aspire/contracts/shop';
import { actionButton, detailsTable, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';
import { addressRows, firstNameOf, indiaDateTime, lineRows, SHOP_PHONE } from './order-mails.ts';

/** An order and the name of the customer it is written to (the delivery address's, else the account's). */
export type StepMailInput = { order: Order; name: string };

export const packedSubject = (order: Pick<Order, 'receipt'>) =>
  `Your Aspire order ${order.receipt} is being packed`;
export const shippedSubject = (order: Pick<Order, 'receipt'>) =>
  `Your Aspire order ${order.receipt} is on its way`;
export const deliveredSubject = (order: Pick<Order, 'receipt'>) =>
  `Your Aspire order ${order.receipt} has been delivered`;

const greeting = (name: string) => {
  const first = firstNameOf(name);
  return paragraph(first ? `Assalamu alaikum ${first},` : 'Assalamu alaikum,');
};
const callUs = paragraph(
  `If anything about your order is not right, call our shop team on ${SHOP_PHONE} and mention your order number.`,
);

/** We are packing the order: what goes in the parcel, and that tracking follows. */
export async function orderPackedMail({ order, name }: StepMailInput, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `We are packing your order ${order.receipt}. Its tracking number follows as soon as it ships.`,
      heading: 'We are packing your order',
      children: [
        greeting(name),
        paragraph(
          `Good news: we are packing your order ${order.receipt} now. This is what goes in the parcel:`,
        ),
        detailsTable(lineRows(order)),
        paragraph(
          'We will write again as soon as it is handed to the courier, with the tracking number to follow it by.',
        ),
        actionButton(`${siteUrl}/orders`, 'See your orders'),
        callUs,
      ],
    }),
  );
  return { subject: packedSubject(order), ...content };
}

/** The order is with the carrier: who carries it, its tracking number and page, what is in it, where it goes. */
export async function orderShippedMail({ order, name }: StepMailInput, siteUrl: string) {
  const { shipment } = order;
  if (!shipment) throw new Error(`order ${order._id} has no shipment to write about`);
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Your order is on its way with ${shipment.carrier}, tracking number ${shipment.trackingNumber}.`,
      heading: 'Your order is on its way',
      children: [
        greeting(name),
        paragraph(
          `Your order ${order.receipt} has left us and is on its way to you with ${shipment.carrier}.`,
        ),
        detailsTable([
          ['Order number', order.receipt],
          ['Carrier', shipment.carrier],
          ['Tracking number', shipment.trackingNumber],
          ['Shipped', indiaDateTime.format(new Date(shipment.shippedAt))],
        ]),
        ...(shipment.trackingUrl
          ? [
              paragraph(
                "The carrier's tracking page shows where your parcel is and when it should reach you.",
              ),
              actionButton(shipment.trackingUrl, 'Track your parcel'),
            ]
          : [
              paragraph(
                `${shipment.carrier}'s website shows where your parcel is when you enter the tracking number above.`,
              ),
            ]),
        paragraph('In the parcel:'),
        detailsTable(lineRows(order)),
        ...(order.shippingAddress
          ? [paragraph('It is coming to:'), detailsTable(addressRows(order.shippingAddress))]
          : []),
        paragraph('Your orders page shows where each of your orders stands.'),
        actionButton(`${siteUrl}/orders`, 'See your orders'),
        callUs,
      ],
    }),
  );
  return { subject: shippedSubject(order), ...content };
}

/** The order reached its customer. */
export async function orderDeliveredMail({ order, name }: StepMailInput, siteUrl: string) {
  const delivered = order.deliveredAt ? indiaDateTime.format(new Date(order.deliveredAt)) : undefined;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Your order ${order.receipt} has been delivered. We hope you enjoy it.`,
      heading: 'Your order has been delivered',
      children: [
        greeting(name),
        paragraph(
          `Your order ${order.receipt} has been delivered. We hope everything arrived in good condition and that you enjoy it.`,
        ),
        detailsTable([
          ['Order number', order.receipt],
          ['Delivered', delivered],
        ]),
        detailsTable(lineRows(order)),
        paragraph(
          `If the parcel has not reached you, or something in it is missing or damaged, call our shop team on ${SHOP_PHONE} and mention your order number: we will put it right.`,
        ),
        actionButton(`${siteUrl}/orders`, 'See your orders'),
        paragraph('Thank you for shopping with Aspire.'),
      ],
    }),
  );
  return { subject: deliveredSubject(order), ...content };
}

/** The e-mail of each step. */
export const STEP_MAILS = {
  packed: orderPackedMail,
  shipped: orderShippedMail,
  delivered: orderDeliveredMail,
} as const;
