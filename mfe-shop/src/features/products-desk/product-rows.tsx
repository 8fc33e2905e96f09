import { mediaVariant } from '@aspire/contracts/media';
import type { StaffProductRow } from '@aspire/contracts/products-desk';
import { formatRupees, type ProductCategory } from '@aspire/contracts/shop';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Link, useLocation } from 'react-router-dom';
import { inCheckouts, StockBadge } from './product-stock.tsx';
import styles from './products-desk.module.css';

export const COLUMNS = ['Picture', 'Product', 'Category', 'Price', 'Stock', 'On sale'];

export const CATEGORY_LABELS: Record<ProductCategory, string> = { books: 'Books', others: 'Others' };

/** The selling price, with the MRP struck through under it when they differ. */
export function PriceCell({ mrp, sellingPrice }: Pick<StaffProductRow, 'mrp' | 'sellingPrice'>) {
  return (
    <>
      {formatRupees(sellingPrice)}
      {mrp !== sellingPrice && (
        <>
          <br />
          <s className={desk.muted}>
            <span className="visually-hidden">MRP </span>
            {formatRupees(mrp)}
          </s>
        </>
      )}
    </>
  );
}

/**
 * The products, each a row whose name links to its page (the whole row is the link's target); the
 * link carries the list's filters, so the product's page leads back to the same list.
 */
export function ProductRows({ rows }: { rows: StaffProductRow[] }) {
  const { search } = useLocation();
  return (
    <tbody>
      {rows.map((row) => {
        const held = inCheckouts(row.reserved);
        return (
          <tr key={row.id} className={desk.row}>
            <td>
              <img
                src={mediaVariant(row.image, 160)}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className={styles.thumb}
              />
            </td>
            <td>
              <Link
                className={desk.rowLink}
                to={`/staff/products/${encodeURIComponent(row.id)}`}
                state={{ list: search }}
                data-list-row
              >
                {row.productName}
              </Link>
            </td>
            <td>{CATEGORY_LABELS[row.category]}</td>
            <td className={styles.amount}>
              <PriceCell mrp={row.mrp} sellingPrice={row.sellingPrice} />
            </td>
            <td>
              <StockBadge product={row} />
              {held && (
                <>
                  <br />
                  <span className={desk.muted}>{held}</span>
                </>
              )}
            </td>
            <td>{row.activeStatus ? 'On sale' : 'Off sale'}</td>
          </tr>
        );
      })}
    </tbody>
  );
}
