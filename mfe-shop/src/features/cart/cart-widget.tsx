import { AddressPanel } from './address-panel.tsx';
import { CartButton } from './cart-button.tsx';
import { CartPanel } from './cart-panel.tsx';
import { openCart } from './cart-store.ts';
import { LoginRequiredDialog, OrderResultDialog } from './result-dialogs.tsx';

/** Everything of the cart a shop page shows: the fixed Cart button and the modal panels and dialogs. */
export function CartWidget() {
  return (
    <>
      <CartButton onOpen={openCart} />
      <CartPanel />
      <AddressPanel />
      <LoginRequiredDialog />
      <OrderResultDialog />
    </>
  );
}
