import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { OrdersList } from '../features/orders-desk/orders-list.tsx';

/** /staff/orders: the orders desk's list (role shop; the shell's staff frame guards it). */
export default function StaffOrdersPage() {
  usePageMeta({ title: 'Orders', description: 'The orders desk of the Aspire College shop.' });
  return <OrdersList />;
}
