import { type APIRequestContext, expect } from '@playwright/test';
import type { TestUser } from './site.ts';

/** A delivery address in Chennai, as a shopper types it. */
export const CHENNAI_ADDRESS = {
  pincode: '600006',
  address: '14 Greams Lane, Thousand Lights',
  flat: 'Flat 3B, Noor Residency',
  landmark: 'Opposite the post office',
  city: 'Chennai',
  state: 'Tamil Nadu',
};

/** A signed-in call's envelope data, failing the test with the service's refusal. */
async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  expect(response.ok(), `${response.url()}: ${response.status()} ${body.message ?? ''}`).toBe(true);
  return body.data;
}

/**
 * The shopper pays a payment order in the development sandbox and confirms the order, as Checkout and
 * the shop's page do: the order call's answer (200 or 201: the gateway's webhook may have settled it first).
 */
export async function payAndConfirm(
  request: APIRequestContext,
  { user, token, paymentOrderId }: { user: TestUser; token: string; paymentOrderId: string },
) {
  const headers = { authorization: `Bearer ${token}` };
  const payment = await data<Record<string, string>>(
    await request.post('/api/shop/checkout/sandbox/pay', { headers, data: { orderId: paymentOrderId } }),
  );
  return request.post('/api/shop/order', {
    headers,
    data: {
      shippingAddress: {
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        mobileNumber: user.mobileNumber,
        ...CHENNAI_ADDRESS,
      },
      transactionId: payment.razorpay_payment_id,
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_signature: payment.razorpay_signature,
      status: 'success',
    },
  });
}

/**
 * The shopper (signed in with `token`) buys `productId` and pays in the development sandbox, through the
 * same calls the shop's pages make: add to the cart, a payment order, the sandbox's payment, the order.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  { user, token, productId, qty = 1 }: { user: TestUser; token: string; productId: string; qty?: number },
) {
  const headers = { authorization: `Bearer ${token}` };
  await data(await request.post('/api/shop/cart', { headers, data: { productId, qty } }));
  const paymentOrder = await data<{ id: string }>(await request.get('/api/shop/cart/order', { headers }));
  return data<{ _id: string; receipt: string }>(
    await payAndConfirm(request, { user, token, paymentOrderId: paymentOrder.id }),
  );
}
