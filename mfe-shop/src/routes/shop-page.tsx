import { productCategorySchema } from '@aspire/contracts/shop';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LoadError, Loading } from '@aspire/ui/status.tsx';
import { useSearchParams } from 'react-router-dom';
import { AddNotice } from '../components/add-notice.tsx';
import { LoadingBar } from '../components/loading-bar.tsx';
import styles from '../components/page.module.css';
import { openCart, useCart } from '../features/cart/cart-store.ts';
import { CartWidget } from '../features/cart/cart-widget.tsx';
import { CategoryPills, PILLS } from '../features/products/category-pills.tsx';
import { ProductGrid } from '../features/products/product-grid.tsx';
import { useProducts } from '../features/products/use-products.ts';

/** /shop: the pills filter the grid (the category is kept in the address, so it can be shared). */
export default function ShopPage() {
  usePageMeta({
    title: 'Shop',
    description:
      'Books for our Arabic, Islamic studies, psychology and BBA courses, and campus essentials from Aspire College.',
  });
  const [params, setParams] = useSearchParams();
  const parsed = productCategorySchema.safeParse(params.get('category'));
  const category = parsed.success ? parsed.data : null;
  const products = useProducts(category);
  const notice = useCart((state) => state.notice);
  const label = PILLS.find((pill) => pill.value === category)?.label ?? 'All Products';
  return (
    <div className={styles.page}>
      <LoadingBar />
      <section className={styles.hero}>
        <h1>Aspire Shop</h1>
        <p>
          Course books written and chosen by our faculty, and everyday essentials for students, delivered free
          across India.
        </p>
      </section>
      <CategoryPills
        active={category}
        onSelect={(next) =>
          setParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true })
        }
      />
      {products.status === 'loading' ? (
        <Loading label="Loading products…" />
      ) : products.status === 'error' ? (
        <LoadError error={products.error} what="the products" onRetry={products.retry} />
      ) : (
        <ProductGrid products={products.data} label={label} />
      )}
      <AddNotice
        text={notice}
        onDismiss={() => useCart.setState({ notice: null })}
        action={{ label: 'View cart', run: openCart }}
      />
      <CartWidget />
    </div>
  );
}
