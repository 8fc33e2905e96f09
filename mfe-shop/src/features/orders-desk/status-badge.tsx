import { ORDER_STATUS_LABELS, type OrderStatus } from '@aspire/contracts/shop';
import { deskStyles } from '@aspire/ui/desk.ts';
import styles from './orders-desk.module.css';

/** An order's status as a badge; the colour only repeats what the label says. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${deskStyles.pill} ${styles[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
