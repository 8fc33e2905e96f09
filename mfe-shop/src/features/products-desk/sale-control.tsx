import type { StaffProduct } from '@aspire/contracts/products-desk';
import { deskStyles as desk, SaveState } from '@aspire/ui/desk.ts';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { setOnSale, useProductSaved } from './desk-api.ts';

/** Whether the shop sells the product: said, changed with one press, and a link to it in the shop. */
export function SaleControl({ product }: { product: StaffProduct }) {
  const saved = useProductSaved();
  const change = useMutation({
    mutationFn: (onSale: boolean) => setOnSale(product.id, onSale),
    onSuccess: saved,
  });
  const onSale = product.activeStatus;
  return (
    <section className={desk.section} aria-labelledby="sale-heading">
      <h2 id="sale-heading">On sale</h2>
      <p>
        {onSale
          ? 'On sale: shoppers find it in the shop and can buy it.'
          : 'Off sale: hidden from the shop; nobody can buy it.'}
      </p>
      <div className={desk.inline}>
        <button
          type="button"
          className={desk.secondary}
          disabled={change.isPending}
          onClick={() => change.mutate(!onSale)}
        >
          {onSale ? 'Take off sale' : 'Put on sale'}
        </button>
        {onSale && <Link to={`/product/${encodeURIComponent(product.id)}`}>See in the shop</Link>}
      </div>
      <SaveState save={change} kept="Nothing was changed." />
    </section>
  );
}
