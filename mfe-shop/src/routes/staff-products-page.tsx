import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { ProductsList } from '../features/products-desk/products-list.tsx';

/** /staff/products: the products desk's list (role shop; the shell's staff frame guards it). */
export default function StaffProductsPage() {
  usePageMeta({ title: 'Products', description: 'The products desk of the Aspire College shop.' });
  return <ProductsList />;
}
