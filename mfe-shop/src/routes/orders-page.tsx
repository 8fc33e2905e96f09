import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LoadError, Loading } from '@aspire/ui/status.tsx';
import { Link } from 'react-router-dom';
import { LoadingBar } from '../components/loading-bar.tsx';
import styles from '../components/page.module.css';
import { OrderHistory } from '../features/orders/order-history.tsx';
import { shopApi } from '../lib/shop-api.ts';
import { useResource } from '../lib/use-resource.ts';

/** /orders: the signed-in user's order history. */
export default function OrdersPage() {
  usePageMeta({ title: 'My orders', description: 'Your orders from the Aspire College shop.' });
  const token = useSession((state) => state.accessToken);
  const orders = useResource(token ? `orders:${token.slice(-16)}` : null, shopApi.orders);
  return (
    <div className={styles.page}>
      <LoadingBar />
      <h1 className={styles.heading}>My orders</h1>
      {!token ? (
        <div className={styles.signin}>
          <p>Sign in to see the orders you have placed in the Aspire shop.</p>
          <button
            type="button"
            className={styles.button}
            onClick={() => useOverlays.getState().show('signin')}
          >
            Sign in
          </button>
        </div>
      ) : orders.status === 'loading' ? (
        <Loading label="Loading your orders…" />
      ) : orders.status === 'error' ? (
        <LoadError error={orders.error} what="your orders" onRetry={orders.retry} />
      ) : orders.data.length === 0 ? (
        <div className={styles.signin}>
          <p>You have not placed an order yet.</p>
          <Link to="/shop" className={styles.button}>
            Visit the shop
          </Link>
        </div>
      ) : (
        <OrderHistory orders={orders.data} />
      )}
    </div>
  );
}
