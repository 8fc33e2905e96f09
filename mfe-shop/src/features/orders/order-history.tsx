import { formatRupees, type Order, type OrderStatus } from '@aspire/contracts/shop';
import styles from './orders.module.css';

const STATUS: Record<OrderStatus, string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Delivered',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};
const date = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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
              <span className={`${styles.status} ${styles[order.status]}`}>{STATUS[order.status]}</span>
              <strong className={styles.amount}>{formatRupees(order.amount / 100)}</strong>
            </div>
          </header>
          <ul className={styles.lines}>
            {order.lines.map((line) => (
              <li key={line.productId} className={styles.line}>
                <img src={line.image} alt="" width={56} height={56} loading="lazy" />
                <span className={styles.lineName}>{line.productName}</span>
                <span className={styles.lineQty}>
                  {line.qty} × {formatRupees(line.sellingPrice)}
                </span>
              </li>
            ))}
          </ul>
          {order.shippingAddress && (
            <p className={styles.address}>
              Delivering to {order.shippingAddress.name}, {order.shippingAddress.flat},{' '}
              {order.shippingAddress.address}, {order.shippingAddress.city}, {order.shippingAddress.state}{' '}
              {order.shippingAddress.pincode}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
