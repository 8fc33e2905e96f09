import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { OrderRecord } from '../features/orders-desk/order-record.tsx';

/** /staff/orders/:id: one order, worked from paid to the customer's door. */
export default function StaffOrderPage() {
  usePageMeta({ title: 'Order', description: 'An order of the Aspire College shop.' });
  const id = useParams().id ?? '';
  return <OrderRecord key={id} id={id} />;
}
