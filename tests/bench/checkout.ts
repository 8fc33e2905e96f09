import { percentile } from './report.ts';

type Step = 'signup' | 'add' | 'order' | 'pay' | 'place';

async function timed<T>(times: Record<Step, number[]>, step: Step, run: () => Promise<T>) {
  const started = performance.now();
  const value = await run();
  times[step].push(performance.now() - started);
  return value;
}

async function json(response: Response) {
  const body = (await response.json()) as { success: boolean; data?: unknown; message?: string };
  if (!response.ok || !body.success)
    throw new Error(`${response.url}: ${response.status} ${body.message ?? ''}`);
  return body.data as Record<string, unknown>;
}

/** An order that was paid, wherever it has gone since. */
const PAID = new Set(['paid', 'packed', 'shipped', 'delivered']);

/** How often a visitor told "busy, try again in a moment" tries again, and after how long. */
const BUSY_TRIES = 5;
const BUSY_PAUSE_MS = 1_000;

/**
 * `users` signed-in visitors at once, each adding a product and paying through the sandbox. Identity
 * answers 503 when more passwords wait to be hashed than it admits (before any write); the visitor
 * tries again a moment later, as its message asks, and `busy` counts those answers.
 */
export async function checkoutLoad(base: string, users: number) {
  const times: Record<Step, number[]> = { signup: [], add: [], order: [], pay: [], place: [] };
  let busy = 0;
  const patiently = async (url: string, init: RequestInit) => {
    for (let tries = 1; ; tries += 1) {
      const response = await fetch(url, init);
      if (response.status !== 503 || tries === BUSY_TRIES) return response;
      busy += 1;
      await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
    }
  };
  const products = (await json(await fetch(`${base}/api/shop/product`))) as unknown as { _id: string }[];
  const run = `${Date.now()}`;
  let failures = 0;
  const tokens: string[] = [];
  await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const user = {
        firstName: 'Load',
        lastName: `User${i}`,
        email: `load.${run}.${i}@example.com`,
        mobileNumber: '9876543210',
        password: 'load-test-pass-1',
      };
      const headers = { 'content-type': 'application/json' };
      try {
        const token = await timed(times, 'signup', async () => {
          await json(
            await patiently(`${base}/api/identity/auth/user/signup`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ ...user, confirmPassword: user.password }),
            }),
          );
          const login = await json(
            await patiently(`${base}/api/identity/auth/user/login`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ email: user.email, password: user.password }),
            }),
          );
          return String(login.accessToken);
        });
        tokens.push(token);
        const auth = { ...headers, authorization: `Bearer ${token}` };
        await timed(times, 'add', async () =>
          json(
            await fetch(`${base}/api/shop/cart`, {
              method: 'POST',
              headers: auth,
              body: JSON.stringify({ productId: products[i % products.length]!._id, qty: 1 }),
            }),
          ),
        );
        const order = await timed(times, 'order', async () =>
          json(await fetch(`${base}/api/shop/cart/order`, { headers: auth })),
        );
        const payment = await timed(times, 'pay', async () =>
          json(
            await fetch(`${base}/api/shop/checkout/sandbox/pay`, {
              method: 'POST',
              headers: auth,
              body: JSON.stringify({ orderId: order.id }),
            }),
          ),
        );
        await timed(times, 'place', async () =>
          json(
            await fetch(`${base}/api/shop/order`, {
              method: 'POST',
              headers: auth,
              body: JSON.stringify({
                shippingAddress: {
                  name: `Load User${i}`,
                  email: user.email,
                  mobileNumber: user.mobileNumber,
                  pincode: '600006',
                  address: '14 Greams Lane',
                  flat: 'Flat 2',
                  landmark: 'Near the park',
                  city: 'Chennai',
                  state: 'Tamil Nadu',
                },
                transactionId: payment.razorpay_payment_id,
                razorpay_order_id: payment.razorpay_order_id,
                razorpay_signature: payment.razorpay_signature,
                status: 'success',
              }),
            }),
          ),
        );
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.error(String(error));
      }
    }),
  );
  // Count what the shop actually holds for each user.
  let placed = 0;
  let duplicates = 0;
  for (const token of tokens) {
    const orders = (await json(
      await fetch(`${base}/api/shop/orders`, { headers: { authorization: `Bearer ${token}` } }),
    )) as unknown as { status: string }[];
    const paid = orders.filter((o) => PAID.has(o.status)).length;
    placed += Math.min(paid, 1);
    duplicates += Math.max(0, paid - 1);
  }
  const p95 = Object.fromEntries(
    Object.entries(times).map(([step, values]) => [step, Math.round(percentile(values, 95))]),
  );
  return { expected: users, placed, duplicates, failures, busy, p95 };
}
