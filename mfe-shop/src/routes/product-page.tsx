import { ApiFailure } from '@aspire/client/http';
import { productIdSchema } from '@aspire/contracts/shop';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LoadError, Loading } from '@aspire/ui/status.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AddNotice } from '../components/add-notice.tsx';
import { LoadingBar } from '../components/loading-bar.tsx';
import styles from '../components/page.module.css';
import { addToCart, buyNow, openCart, useCart } from '../features/cart/cart-store.ts';
import { CartWidget } from '../features/cart/cart-widget.tsx';
import { ProductDetail } from '../features/products/product-detail.tsx';
import { useProduct } from '../features/products/use-products.ts';

function NotFound() {
  usePageMeta({ title: 'Product not found', description: 'This product is not in the Aspire shop.' });
  return (
    <>
      <h1 className={styles.heading}>Product not found</h1>
      <p className={styles.lead}>This product is not sold any more, or the link is mistyped.</p>
      <Link to="/shop" className={styles.button}>
        Back to the shop
      </Link>
    </>
  );
}

/** /product/:id: gallery, prices, Add to cart and Buy Now. */
export default function ProductPage() {
  const raw = useParams().id ?? '';
  const id = productIdSchema.safeParse(raw).success ? raw : null;
  const product = useProduct(id);
  const notice = useCart((state) => state.notice);
  const [busy, setBusy] = useState(false);
  usePageMeta({
    title: product.status === 'ready' ? product.data.productName : 'Product',
    description:
      product.status === 'ready'
        ? product.data.productDescription.slice(0, 155)
        : 'A product of the Aspire College shop.',
  });
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const notFound =
    id === null ||
    (product.status === 'error' && product.error instanceof ApiFailure && product.error.status === 404);
  return (
    <div className={styles.page}>
      <LoadingBar />
      {notFound ? (
        <NotFound />
      ) : product.status === 'loading' ? (
        <Loading label="Loading the product…" />
      ) : product.status === 'error' ? (
        <LoadError error={product.error} what="this product" onRetry={product.retry} />
      ) : (
        <ProductDetail
          product={product.data}
          busy={busy}
          onAddToCart={() => void run(() => addToCart(product.data._id, product.data.productName))}
          onBuyNow={() => void run(() => buyNow(product.data._id, product.data.productName))}
        />
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
