import { mediaVariant } from '@aspire/contracts/media';
import { ERASED_CONTACT, ERASED_CUSTOMER, type StaffOrder } from '@aspire/contracts/orders-desk';
import { formatRupees } from '@aspire/contracts/shop';
import { deskStyles as desk, FieldList, formatDateTime } from '@aspire/ui/desk.ts';
import { Link } from 'react-router-dom';
import { ReceiptDownload } from '../../lib/receipt-download.tsx';
import { downloadReceipt } from './desk-api.ts';
import styles from './orders-desk.module.css';

const PAID_VIA: Record<NonNullable<StaffOrder['paidVia']>, string> = {
  checkout: 'The checkout page',
  webhook: "The gateway's notice (the customer's browser did not come back)",
};

/** What was bought: each line with its picture, quantity and prices, then the totals. */
export function OrderLines({ order }: { order: StaffOrder }) {
  const items = order.lines.reduce((sum, line) => sum + line.sellingPrice * line.qty, 0);
  const total = order.amount / 100;
  // The amount was fixed when the payment order was made; what it holds beyond the items is delivery.
  const delivery = total - items;
  return (
    <section className={desk.section} aria-labelledby="lines-heading">
      <h2 id="lines-heading">Items</h2>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.amount}>
              Quantity
            </th>
            <th scope="col" className={styles.amount}>
              Price
            </th>
            <th scope="col" className={styles.amount}>
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>
                <span className={styles.product}>
                  <img src={mediaVariant(line.image, 160)} alt="" width={48} height={48} loading="lazy" />
                  {line.productName}
                </span>
              </td>
              <td className={styles.amount}>{line.qty}</td>
              <td className={styles.amount}>
                {formatRupees(line.sellingPrice)}
                {line.mrp > line.sellingPrice && (
                  <>
                    <br />
                    <span className={desk.muted}>MRP {formatRupees(line.mrp)}</span>
                  </>
                )}
              </td>
              <td className={styles.amount}>{formatRupees(line.sellingPrice * line.qty)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>Items</dt>
        <dd>{formatRupees(items)}</dd>
        {delivery >= 0 && (
          <>
            <dt>Delivery</dt>
            <dd>{delivery === 0 ? 'Free' : formatRupees(delivery)}</dd>
          </>
        )}
        <dt className={styles.grand}>{order.paidAt ? 'Total paid' : 'Total'}</dt>
        <dd className={styles.grand}>{formatRupees(total)}</dd>
      </dl>
    </section>
  );
}

/** Where the parcel goes, and who the customer is, with a link to all of their orders. */
export function OrderCustomer({ order }: { order: StaffOrder }) {
  const to = order.shippingAddress;
  return (
    <section className={desk.section} aria-labelledby="customer-heading">
      <h2 id="customer-heading">Customer and delivery</h2>
      {order.erasedAt ? (
        <ErasedCustomer erasedAt={order.erasedAt} state={to?.state ?? null} />
      ) : to ? (
        <>
          <FieldList
            rows={[
              ['Name', to.name],
              ['E-mail', <a href={`mailto:${to.email}`}>{to.email}</a>],
              ['Phone', <a href={`tel:${to.mobileNumber}`}>{to.mobileNumber}</a>],
            ]}
          />
          <h3>Delivery address</h3>
          <address className={styles.address}>
            {to.name}
            <br />
            {to.flat}
            <br />
            {to.address}
            {to.landmark && (
              <>
                <br />
                Near {to.landmark}
              </>
            )}
            <br />
            {to.city}, {to.state} {to.pincode}
          </address>
        </>
      ) : (
        <p className={desk.muted}>No delivery address was given: the order was not completed at checkout.</p>
      )}
      <p>
        <Link
          to={`/staff/orders?customer=${encodeURIComponent(order.customerId)}`}
          state={{ customerName: (!order.erasedAt && to?.name) || null }}
        >
          All orders from {!order.erasedAt && to ? to.name : 'this customer'}
        </Link>
      </p>
    </section>
  );
}

/** An erased customer: no name, no way to reach them; the delivery state stays, as the receipt's place of supply. */
function ErasedCustomer({ erasedAt, state }: { erasedAt: string; state: string | null }) {
  return (
    <>
      <p className={styles.erased}>{ERASED_CONTACT}</p>
      <FieldList
        rows={[
          ['Name', ERASED_CUSTOMER],
          ['Erased', formatDateTime(erasedAt)],
          ['Delivery state', state],
        ]}
      />
    </>
  );
}

/** How the order was paid: the gateway, its payment, when and how the payment was confirmed. */
export function OrderPayment({ order }: { order: StaffOrder }) {
  return (
    <section className={desk.section} aria-labelledby="payment-heading">
      <h2 id="payment-heading">Payment</h2>
      <FieldList
        rows={[
          ['Gateway', order.gateway],
          ['Payment order', order.paymentOrderId],
          ['Payment', order.paymentId],
          ['Paid', order.paidAt && formatDateTime(order.paidAt)],
          ['Confirmed by', order.paidVia && PAID_VIA[order.paidVia]],
          ['Why it failed', order.failureReason],
          ['Receipt number', order.invoiceNumber],
        ]}
      />
      {order.paidAt && (
        <div>
          <ReceiptDownload load={() => downloadReceipt(order._id)} className={desk.secondary} />
        </div>
      )}
    </section>
  );
}

/** How the parcel travels: carrier, tracking number (linked to the carrier's page), when it left and arrived. */
export function OrderShipment({ order }: { order: StaffOrder }) {
  const shipment = order.shipment;
  return (
    <section className={desk.section} aria-labelledby="shipment-heading">
      <h2 id="shipment-heading">Shipment</h2>
      {shipment ? (
        <FieldList
          rows={[
            ['Carrier', shipment.carrier],
            [
              'Tracking number',
              shipment.trackingUrl ? (
                <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className={styles.tracking}>
                  {shipment.trackingNumber}
                  <span className="visually-hidden"> (tracking page, opens in a new tab)</span>
                </a>
              ) : (
                <span className={styles.tracking}>{shipment.trackingNumber}</span>
              ),
            ],
            ['Shipped', formatDateTime(shipment.shippedAt)],
            ['Delivered', order.deliveredAt && formatDateTime(order.deliveredAt)],
          ]}
        />
      ) : (
        <p className={desk.muted}>Not shipped yet.</p>
      )}
    </section>
  );
}
