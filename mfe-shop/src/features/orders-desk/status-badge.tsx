import { ORDER_STATUS_LABELS, type OrderStatus } from '@aspire/contracts/shop';
import styles from './orders-desk.module.css';

/** An order's status as a badge; the colour only repeats what the label says. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${styles.status} ${styles[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
