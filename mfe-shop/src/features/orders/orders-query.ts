import { apiQuery } from '@aspire/client/queries';
import { orderListSchema } from '@aspire/contracts/shop';

/** The signed-in person's orders, newest first (private: dropped when the person changes). */
export const ordersQuery = () => apiQuery('shop/orders', orderListSchema, { private: true });
