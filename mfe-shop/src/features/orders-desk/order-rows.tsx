import { ERASED_CUSTOMER, type StaffOrderRow } from '@aspire/contracts/orders-desk';
import { formatPaise, formatRupees } from '@aspire/contracts/shop';
import { deskStyles as desk, formatDateTime } from '@aspire/ui/desk.ts';
import { Link, useLocation } from 'react-router-dom';
import styles from './orders-desk.module.css';
import { StatusBadge } from './status-badge.tsx';

export const COLUMNS = ['Receipt', 'Placed', 'Customer', 'City', 'Items', 'Amount', 'Status', 'Tracking'];

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * The rows of one page, each a link to its order (the whole row is the link's target); the link carries
 * the list's filters, so the order's page leads back to the same list.
 */
export function OrderRows({ rows }: { rows: StaffOrderRow[] }) {
  const { search } = useLocation();
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} className={desk.row}>
          <td>
            <Link
              className={desk.rowLink}
              to={`/staff/orders/${encodeURIComponent(row.id)}`}
              state={{ list: search }}
              data-list-row
            >
              {row.receipt}
            </Link>
          </td>
          <td>{formatDateTime(row.createdAt)}</td>
          <td>
            {row.erased ? (
              <span className={desk.muted}>{ERASED_CUSTOMER}</span>
            ) : (
              <>
                {row.customerName}
                <br />
                <span className={desk.muted}>{row.customerEmail}</span>
              </>
            )}
          </td>
          <td>{row.city ?? '—'}</td>
          <td>
            {row.firstProductName}
            {row.lineCount > 1 && ` and ${row.lineCount - 1} more`}
            <br />
            <span className={desk.muted}>{items(row.itemCount)}</span>
          </td>
          <td className={styles.amount}>
            {formatRupees(row.amount / 100)}
            {/* A refunded order says so in its status; one refunded in part, here. */}
            {row.refundedAmount > 0 && row.status !== 'refunded' && (
              <>
                <br />
                <span className={desk.muted}>{formatPaise(row.refundedAmount)} refunded</span>
              </>
            )}
          </td>
          <td>
            <StatusBadge status={row.status} />
          </td>
          <td className={row.trackingNumber ? styles.tracking : undefined}>{row.trackingNumber ?? '—'}</td>
        </tr>
      ))}
    </tbody>
  );
}
