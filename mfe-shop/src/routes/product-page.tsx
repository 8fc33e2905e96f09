import { ApiFailure } from '@aspire/client/http';
import { PRODUCT_ID_PATTERN } from '@aspire/contracts/shop-basics';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AddNotice } from '../components/add-notice.tsx';
import { LoadingBar } from '../components/loading-bar.tsx';
import styles from '../components/page.module.css';
import { useCartBusy } from '../features/cart/cart-data.ts';
import { addToCart, buyNow, openCart, useCart } from '../features/cart/cart-store.ts';
import { CartWidget } from '../features/cart/cart-widget.tsx';
import { LOGIN_REQUIRED_DIALOG } from '../features/cart/result-dialogs.tsx';
import { ProductDetail } from '../features/products/product-detail.tsx';
import { productQuery } from '../lib/product-queries.ts';

function NotFound() {
  usePageMeta({
    title: 'Product not found',
    description: 'This product is not in the Aspire shop.',
    notFound: true,
  });
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
  const id = PRODUCT_ID_PATTERN.test(raw) ? raw : null;
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== null });
  const notice = useCart((state) => state.notice);
  const busy = useCartBusy();
  usePageMeta({
    title: product.data?.productName ?? 'Product',
    description: product.data?.productDescription.slice(0, 155) ?? 'A product of the Aspire College shop.',
  });
  const notFound = id === null || (product.error instanceof ApiFailure && product.error.status === 404);
  return (
    <div className={styles.page}>
      <LoadingBar />
      {notFound ? (
        <NotFound />
      ) : (
        <Resource query={product} what="this product" placeholder={<Loading label="Loading the product…" />}>
          {(data) => (
            <ProductDetail
              product={data}
              busy={busy}
              onAddToCart={() => void addToCart(data._id, data.productName)}
              onBuyNow={() => void buyNow(data._id, data.productName)}
              signedOutDialog={LOGIN_REQUIRED_DIALOG}
            />
          )}
        </Resource>
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
