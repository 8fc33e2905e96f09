import { callFile, http } from '@aspire/client/http';
import { mediaVariant } from '@aspire/contracts/media';
import { formatPaise, formatRupees, ORDER_STATUS_LABELS, type Order } from '@aspire/contracts/shop';
import { ReceiptDownload } from '../../lib/receipt-download.tsx';
import styles from './orders.module.css';

/** The order's receipt (tax invoice, bill of supply or receipt) as the service makes it. */
const loadReceipt = (id: string) => callFile(http.get(`shop/orders/${encodeURIComponent(id)}/receipt.pdf`));

const date = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Where a shipped order is: the carrier, its tracking number (linked to the carrier's page), the days. */
function Delivery({ order }: { order: Order }) {
  const { shipment } = order;
  if (!shipment) return null;
  return (
    <p className={styles.shipment} data-testid="shipment">
      {order.deliveredAt ? <>Delivered {day.format(new Date(order.deliveredAt))}. </> : null}
      Shipped {day.format(new Date(shipment.shippedAt))} with {shipment.carrier}, tracking number{' '}
      {shipment.trackingUrl ? (
        <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
          {shipment.trackingNumber}
          <span className="visually-hidden">
            {' '}
            (track the parcel on the carrier's site, opens in a new tab)
          </span>
        </a>
      ) : (
        <strong>{shipment.trackingNumber}</strong>
      )}
      .
    </p>
  );
}

/**
 * The money given back: each refund in progress or made. One that failed is not shown: no money moved,
 * and the shop may refund that amount again.
 */
function Refunds({ order }: { order: Order }) {
  const shown = order.refunds.filter((refund) => refund.status !== 'failed');
  if (shown.length === 0) return null;
  return (
    <ul className={styles.refunds} aria-label="Refunds">
      {shown.map((refund) => (
        <li key={refund.id}>
          {refund.status === 'processed'
            ? `Refunded ${formatPaise(refund.amount)} on ${day.format(new Date(refund.processedAt ?? refund.createdAt))}`
            : `Refund of ${formatPaise(refund.amount)} in progress`}
        </li>
      ))}
    </ul>
  );
}

/** The signed-in user's orders, newest first. */
export function OrderHistory({ orders }: { orders: Order[] }) {
  return (
    <ol className={styles.list} aria-label="Your orders">
      {orders.map((order) => (
        <li key={order._id} className={styles.order} data-testid="order">
          <header className={styles.head}>
            <div>
              <h2 className={styles.title}>Order placed {date.format(new Date(order.createdAt))}</h2>
              <p className={styles.meta}>
                Receipt {order.receipt}
                {order.paymentId && <> · Payment {order.paymentId}</>}
              </p>
            </div>
            <div className={styles.right}>
              <span className={`${styles.status} ${styles[order.status]}`}>
                {ORDER_STATUS_LABELS[order.status]}
              </span>
              <strong className={styles.amount}>{formatRupees(order.amount / 100)}</strong>
            </div>
          </header>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={line.productId} className={styles.line}>
                <img src={mediaVariant(line.image, 160)} alt="" width={56} height={56} loading="lazy" />
                <span className={styles.lineName}>{line.productName}</span>
                <span className={styles.lineQty}>
                  {line.qty} × {formatRupees(line.sellingPrice)}
                </span>
              </li>
            ))}
          </ul>
          <Delivery order={order} />
          <Refunds order={order} />
          {order.shippingAddress && (
            <p className={styles.address}>
              Delivering to {order.shippingAddress.name}, {order.shippingAddress.flat},{' '}
              {order.shippingAddress.address}, {order.shippingAddress.city}, {order.shippingAddress.state}{' '}
              {order.shippingAddress.pincode}
            </p>
          )}
          {order.paidAt && (
            <div className={styles.receipt}>
              <ReceiptDownload load={() => loadReceipt(order._id)} className={styles.receiptButton} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
