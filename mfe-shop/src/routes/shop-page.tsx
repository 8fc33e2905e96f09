import { isProductCategory } from '@aspire/contracts/shop-basics';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AddNotice } from '../components/add-notice.tsx';
import { LoadingBar } from '../components/loading-bar.tsx';
import styles from '../components/page.module.css';
import { openCart, useCart } from '../features/cart/cart-store.ts';
import { CartWidget } from '../features/cart/cart-widget.tsx';
import { CategoryPills, PILLS } from '../features/products/category-pills.tsx';
import { MoreProducts } from '../features/products/more-products.tsx';
import { ProductGrid } from '../features/products/product-grid.tsx';
import { productPagesQuery } from '../lib/product-queries.ts';

/**
 * /shop: the pills filter the grid (the category is kept in the address, so it can be shared); the
 * products come a page at a time.
 */
export default function ShopPage() {
  usePageMeta({
    title: 'Shop',
    description:
      'Books for our Arabic, Islamic studies, psychology and BBA courses, and campus essentials from Aspire College.',
  });
  const [params, setParams] = useSearchParams();
  const asked = params.get('category');
  const category = isProductCategory(asked) ? asked : null;
  const products = useInfiniteQuery(productPagesQuery(category));
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
      <Resource query={products} what="the products" placeholder={<Loading label="Loading products…" />}>
        {(list) => (
          <>
            <ProductGrid products={list} label={label} />
            <MoreProducts pages={products} />
          </>
        )}
      </Resource>
      <AddNotice
        text={notice}
        onDismiss={() => useCart.setState({ notice: null })}
        action={{ label: 'View cart', run: openCart }}
      />
      <CartWidget />
    </div>
  );
}
