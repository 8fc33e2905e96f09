import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadingBar } from '../components/loading-bar.tsx';
import styles from '../components/page.module.css';
import { OrderHistory } from '../features/orders/order-history.tsx';
import { ordersQuery } from '../features/orders/orders-query.ts';

/** /orders: the signed-in user's order history. */
export default function OrdersPage() {
  usePageMeta({ title: 'My orders', description: 'Your orders from the Aspire College shop.' });
  const signedIn = useSession((state) => state.accessToken !== null);
  const orders = useQuery({ ...ordersQuery(), enabled: signedIn });
  return (
    <div className={styles.page}>
      <LoadingBar />
      <h1 className={styles.heading}>My orders</h1>
      {!signedIn ? (
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
      ) : (
        <Resource query={orders} what="your orders">
          {(list) =>
            list.length === 0 ? (
              <div className={styles.signin}>
                <p>You have not placed an order yet.</p>
                <Link to="/shop" className={styles.button}>
                  Visit the shop
                </Link>
              </div>
            ) : (
              <OrderHistory orders={list} />
            )
          }
        </Resource>
      )}
    </div>
  );
}
