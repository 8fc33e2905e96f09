import type { Product } from '@aspire/contracts/shop';
import { Link } from 'react-router-dom';
import { Price } from '../../components/price.tsx';
import { ProductGallery } from './product-gallery.tsx';
import styles from './products.module.css';
import { StockNote } from './stock-note.tsx';

/**
 * Product detail: gallery, name, price with struck MRP and percent off, how few are left, description,
 * Add to cart and Buy Now (a sold-out product says so on a disabled button instead). Pressed by a
 * signed-out visitor before the app has hydrated, both open `signedOutDialog` at once (early-taps).
 */
export function ProductDetail({
  product,
  onAddToCart,
  onBuyNow,
  busy,
  signedOutDialog,
}: {
  product: Product;
  onAddToCart: () => void;
  onBuyNow: () => void;
  busy: boolean;
  signedOutDialog: string;
}) {
  return (
    <article className={styles.detail}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/shop">Shop</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.productName}</span>
      </nav>
      <div className={styles.detailGrid}>
        <ProductGallery images={product.image} name={product.productName} />
        <div className={styles.detailInfo}>
          <p className={styles.cardCategory}>{product.category === 'books' ? 'Book' : 'Essentials'}</p>
          <h1 className={styles.detailName}>{product.productName}</h1>
          <Price mrp={product.mrp} sellingPrice={product.sellingPrice} size="lg" />
          <p className={styles.taxNote}>Inclusive of all taxes · Free delivery</p>
          <StockNote product={product} />
          <div className={styles.actions}>
            {product.inStock ? (
              <>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={onAddToCart}
                  disabled={busy}
                  data-signed-out-dialog={signedOutDialog}
                >
                  Add to cart
                </button>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={onBuyNow}
                  disabled={busy}
                  data-signed-out-dialog={signedOutDialog}
                >
                  Buy Now
                </button>
              </>
            ) : (
              // Said on the button where Add to cart would be; the cart service refuses it anyway.
              <button type="button" className={styles.secondary} disabled>
                Sold out
              </button>
            )}
          </div>
          <h2 className={styles.aboutHeading}>About this product</h2>
          <p className={styles.description}>{product.productDescription}</p>
        </div>
      </div>
    </article>
  );
}
