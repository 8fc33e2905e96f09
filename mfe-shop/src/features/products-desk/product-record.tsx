import { ApiFailure } from '@aspire/client/api-failure';
import { deskStyles as desk, Timeline } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { staffProductQuery } from '../../lib/staff-product-queries.ts';
import { useListLink } from './list-link.ts';
import { ProductEditor } from './product-editor.tsx';
import { StockBadge } from './product-stock.tsx';
import { timelineOf } from './product-timeline.ts';
import { SaleControl } from './sale-control.tsx';
import { StockPanel } from './stock-panel.tsx';

/** Whether the page was reached by creating the product (the new product's page says so once). */
function useJustCreated() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'created' in state && state.created === true;
}

/** A product's page: its fields and pictures, whether it is on sale, its stock, and its story. */
export function ProductRecord({ id }: { id: string }) {
  const product = useQuery(staffProductQuery(id));
  const back = useListLink();
  const created = useJustCreated();
  if (product.error instanceof ApiFailure && product.error.status === 404)
    return (
      <div className={desk.desk}>
        <h1>Product not found</h1>
        <p>
          There is no product at this address. <Link to={back}>Back to the products</Link>
        </p>
      </div>
    );
  return (
    <div className={desk.desk}>
      <p>
        <Link to={back}>← Back to the products</Link>
      </p>
      <Resource query={product} what="this product">
        {(data) => (
          <>
            <div className={desk.head}>
              <h1>{data.productName}</h1>
              <p className={desk.inline}>
                <span>{data.activeStatus ? 'On sale' : 'Off sale'}</span>
                <StockBadge product={data} />
              </p>
            </div>
            {created && (
              <p className={desk.saved} role="status">
                Product created.
              </p>
            )}
            <div className={desk.record}>
              <div className={desk.column}>
                <ProductEditor product={data} />
              </div>
              <div className={desk.column}>
                <SaleControl product={data} />
                <StockPanel product={data} />
                <Timeline entries={timelineOf(data)} />
              </div>
            </div>
          </>
        )}
      </Resource>
    </div>
  );
}
