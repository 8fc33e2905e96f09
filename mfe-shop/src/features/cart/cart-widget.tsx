import { lazy, Suspense, useEffect, useState } from 'react';
import { CartButton } from './cart-button.tsx';
import { CartPanel } from './cart-panel.tsx';
import { openCart, useCart } from './cart-store.ts';
import { LoginRequiredDialog, OrderResultDialog } from './result-dialogs.tsx';

// The address form (and the form library) loads when a shopper first reaches checkout, not with the page.
const AddressPanel = lazy(() =>
  import('./address-panel.tsx').then(({ AddressPanel }) => ({ default: AddressPanel })),
);

/** Mounts the address panel once it has been asked for, then keeps it (its draft and closing). */
function AddressPanelOnceAsked() {
  const asked = useCart((state) => state.panel === 'address');
  const [wanted, setWanted] = useState(asked);
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  return wanted ? (
    <Suspense fallback={null}>
      <AddressPanel />
    </Suspense>
  ) : null;
}

/** Everything of the cart a shop page shows: the fixed Cart button and the modal panels and dialogs. */
export function CartWidget() {
  return (
    <>
      <CartButton onOpen={openCart} />
      <CartPanel />
      <AddressPanelOnceAsked />
      <LoginRequiredDialog />
      <OrderResultDialog />
    </>
  );
}
