import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { NewProduct } from '../features/products-desk/new-product.tsx';
import { ProductRecord } from '../features/products-desk/product-record.tsx';

/** /staff/products/new: a new product; /staff/products/:id: one product, edited (ids are never `new`). */
export default function StaffProductPage() {
  const id = useParams().id ?? '';
  const isNew = id === 'new';
  usePageMeta({
    title: isNew ? 'New product' : 'Product',
    description: 'A product of the Aspire College shop.',
  });
  return isNew ? <NewProduct /> : <ProductRecord key={id} id={id} />;
}
