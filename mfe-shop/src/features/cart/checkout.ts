import { ApiFailure, call, http } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { queryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import type { PlaceOrder } from '@aspire/contracts/checkout';
import {
  checkoutConfigSchema,
  orderSchema,
  type PaymentSuccess,
  paymentOrderSchema,
  type ShippingAddress,
} from '@aspire/contracts/shop';
import { reloadCart, writeCart } from './cart-data.ts';
import { closePanel, messageOf, openCart, setResult } from './cart-store.ts';

/** The part of Razorpay Checkout's browser API the shop uses. */
type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: PaymentSuccess) => void;
  modal?: { ondismiss?: () => void };
  /** Only for the shop's own sandbox script, which pays as the signed-in buyer. */
  sandbox?: { accessToken: () => string | null };
};
type PaymentFailure = { error?: { description?: string; reason?: string } };
type RazorpayCheckout = {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: PaymentFailure) => void) => void;
};
declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => RazorpayCheckout;
  }
}

/** Which Checkout script to load and with which public key: the same for everyone, so kept a while. */
const checkoutConfigQuery = () => apiQuery('shop/checkout/config', checkoutConfigSchema);

// A GET that gives the cart's payment order (the same one while the cart is unchanged; a new one is
// made when it changed): a write, never cached. Refused (409) when something in the cart has just sold
// out or fewer are left: the cart is read again so its lines say which, and the refusal is told by the
// pay button.
const createPaymentOrder = () =>
  writeCart(() => call(http.get('shop/cart/order'), paymentOrderSchema)).catch(async (error: unknown) => {
    if (error instanceof ApiFailure && error.status === 409) await reloadCart();
    throw error;
  });

const placeOrder = (order: PlaceOrder) =>
  writeCart(() => call(http.post('shop/order', { json: order }), orderSchema));

export const SCRIPT_FAILED = 'Razorpay SDK failed to load. Are you online?';
const loading = new Map<string, Promise<boolean>>();

/** Loads the Checkout script the shop service names, once; answers whether it loaded. */
export function loadCheckoutScript(src: string): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  const pending =
    loading.get(src) ??
    new Promise<boolean>((resolve) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve(Boolean(window.Razorpay));
      script.onerror = () => {
        script.remove();
        loading.delete(src);
        resolve(false);
      };
      document.body.append(script);
    });
  loading.set(src, pending);
  return pending;
}

/**
 * Checkout (spec section 4): load the payment script, fetch a payment order for the server's total,
 * open the payment dialog; on success place the order, reload the cart and say so; on failure say why.
 */
export async function startCheckout(address: ShippingAddress) {
  const config = await queryClient.fetchQuery(checkoutConfigQuery());
  if (!(await loadCheckoutScript(config.checkoutScriptUrl)) || !window.Razorpay) {
    window.alert(SCRIPT_FAILED);
    return;
  }
  const order = await createPaymentOrder();
  closePanel();
  const checkout = new window.Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: 'Aspire',
    description: 'Aspire College Shop',
    prefill: { name: address.name, email: address.email, contact: address.mobileNumber },
    theme: { color: '#0b5d4b' },
    handler: (response) => {
      void placeOrder({
        shippingAddress: address,
        transactionId: response.razorpay_payment_id,
        razorpay_order_id: response.razorpay_order_id,
        razorpay_signature: response.razorpay_signature,
        status: 'success',
      }).then(
        async (placed) => {
          await reloadCart();
          setResult({ kind: 'success', order: placed });
        },
        (error: unknown) => setResult({ kind: 'failure', reason: messageOf(error) }),
      );
    },
    modal: { ondismiss: openCart },
    // Read when Pay is pressed (a renewed token counts). Razorpay's own script hands its options to
    // its frame, so the token goes only to a script served from this site.
    ...(new URL(config.checkoutScriptUrl, location.href).origin === location.origin
      ? { sandbox: { accessToken: () => useSession.getState().accessToken } }
      : {}),
  });
  checkout.on('payment.failed', (response) =>
    setResult({
      kind: 'failure',
      reason: response.error?.description ?? 'The payment did not go through. Your cart is as it was.',
    }),
  );
  checkout.open();
}
