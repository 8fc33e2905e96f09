import type { ServiceName } from '@aspire/config/site-map';
import type { Db } from 'mongodb';
import { DEFAULT_LIMITS, loginThrottle } from '../../../services/identity/src/lib/throttle.ts';
import { loginAttemptsRepo } from '../../../services/identity/src/repo/login-attempts.ts';
import { usersRepo } from '../../../services/identity/src/repo/users.ts';
import { account, DESK_COURSE, POOL, type ProductDoc, type Sizes } from './data.ts';
import { BENCH_PASSWORD } from './load.ts';
import { type Call, send } from './measure.ts';

/**
 * A measured path: a read (target p99 ≤ 25 ms) or a write (p99 within 2× its service's /health);
 * `reset` runs untimed ahead of each call.
 */
export type Path = {
  name: string;
  service: ServiceName;
  kind: 'read' | 'write';
  call: Call;
  reset?: Call;
};

/** The launched site: its services' addresses, and identity's database (for sign-in's own steps). */
export type Site = { serviceUrl: (service: ServiceName) => string; identityDb: Db };

const json = { 'content-type': 'application/json' };
/** A bench shopper's cart is emptied after this many adds. */
const ADDS_PER_CART = 4;
const randomBelow = (count: number) => Math.floor(Math.random() * count);

/** Signs the pool's accounts in through identity (a few at a time: each checks a scrypt hash). */
export async function signInPool(site: Site): Promise<string[]> {
  const tokens: string[] = [];
  for (let first = 0; first < POOL; first += 5) {
    const batch = Array.from({ length: Math.min(5, POOL - first) }, async (_, offset) => {
      const response = await fetch(`${site.serviceUrl('identity')}/api/identity/auth/user/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: account(first + offset).email, password: BENCH_PASSWORD }),
      });
      const body = (await response.json()) as { data?: { accessToken?: string } };
      if (!response.ok || !body.data?.accessToken) throw new Error(`sign-in refused: ${response.status}`);
      return body.data.accessToken;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/**
 * Sign-in's own steps on the database, with identity's code: the throttle's claims (login_attempts),
 * the account's lookup by e-mail, the release after success. The HTTP route cannot skip the scrypt
 * check (some 100 ms of CPU that no database changes), so this is sign-in without the hash and the
 * token's signature, from 50 connections of the bench's own client.
 */
function signInWithoutHash(site: Site, sizes: Sizes): Path {
  const users = usersRepo(site.identityDb);
  const throttle = loginThrottle(loginAttemptsRepo(site.identityDb), DEFAULT_LIMITS, () => new Date());
  return {
    name: 'sign-in without the hash',
    service: 'identity',
    kind: 'read',
    async call(worker) {
      const { email } = account(randomBelow(sizes.accounts));
      const address = `10.77.0.${worker}`;
      if ((await throttle.admit(email, address)) > 0) throw new Error(`sign-in of ${email} throttled`);
      if (!(await users.findByEmail(email))) throw new Error(`no account ${email}`);
      await throttle.succeeded(email, address);
    },
  };
}

/**
 * The hot paths, each signed-in one as the worker's own account of the pool, and the staff
 * lists, as one member of staff of the admissions desk and the shop (`staff`: their bearer header).
 */
export function hotPaths(
  site: Site,
  sizes: Sizes,
  tokens: string[],
  products: ProductDoc[],
  staff: Record<string, string>,
): Path[] {
  const shop = `${site.serviceUrl('shop')}/api/shop`;
  const catalog = `${site.serviceUrl('catalog')}/api/catalog`;
  const lms = `${site.serviceUrl('lms')}/api/lms`;
  const bearer = (worker: number) => ({ authorization: `Bearer ${tokens[worker % tokens.length]}` });
  // What a shopper can keep adding: on sale, and not counted or with plenty left (a sold-out product
  // is refused with 409, rightly, and is not what this row measures).
  const onSale = products
    .filter(({ activeStatus, stock }) => activeStatus && (stock == null || stock >= 100))
    .map((product) => product._id);
  const adds = new Map<number, number>();
  const addsBefore = (worker: number) => {
    const count = adds.get(worker) ?? 0;
    adds.set(worker, count + 1);
    return count;
  };
  return [
    signInWithoutHash(site, sizes),
    {
      name: 'cart add',
      service: 'shop',
      kind: 'write',
      // A shopper's cart: each worker's is emptied, untimed, before every fourth add, so an add meets
      // 0–3 lines. Unemptied, the carts grew by some 50 lines a second of the run, and the row measured
      // the pricing of every line of a cart no shopper fills.
      reset: (worker, signal) =>
        addsBefore(worker) % ADDS_PER_CART === 0
          ? send(`${shop}/cart/clear`, signal, { method: 'POST', headers: bearer(worker) })
          : Promise.resolve(),
      call: (worker, signal) =>
        send(`${shop}/cart`, signal, {
          method: 'POST',
          headers: { ...json, ...bearer(worker) },
          body: JSON.stringify({ productId: onSale[randomBelow(onSale.length)], qty: 1 }),
        }),
    },
    {
      name: 'order history',
      service: 'shop',
      kind: 'read',
      call: (worker, signal) => send(`${shop}/orders`, signal, { headers: bearer(worker) }),
    },
    {
      // The call the learner dashboard (`/course/progress`) makes.
      name: 'progress dashboard',
      service: 'lms',
      kind: 'read',
      call: (worker, signal) => send(`${lms}/progress`, signal, { headers: bearer(worker) }),
    },
    {
      // The admissions desk's working view: new applications for one campus, newest first.
      name: 'admissions inbox, filtered first page',
      service: 'catalog',
      kind: 'read',
      call: (_, signal) =>
        send(`${catalog}/staff/inbox?kind=application&status=new&campus=chennai`, signal, {
          headers: staff,
        }),
    },
    {
      // The orders desk's "To pack": paid orders, newest first, at 200,000 orders.
      name: 'orders desk, paid orders first page',
      service: 'shop',
      kind: 'read',
      call: (_, signal) => send(`${shop}/staff/orders?status=paid`, signal, { headers: staff }),
    },
    {
      // The products desk searched for a word of a name, among the products on sale, at 10,000 products.
      name: 'products desk, search on sale first page',
      service: 'shop',
      kind: 'read',
      call: (_, signal) => send(`${shop}/staff/products?status=active&q=tajweed`, signal, { headers: staff }),
    },
    {
      // The products desk's "Low stock" filter, at 10,000 products.
      name: 'products desk, low stock first page',
      service: 'shop',
      kind: 'read',
      call: (_, signal) => send(`${shop}/staff/products?stock=low`, signal, { headers: staff }),
    },
    {
      // The enrolments desk's first screen: every course the learner area teaches, with its numbers
      // (enrolled, invited, complete, certified, awaiting sign-off), at 1,000,000 progress records.
      name: 'learning desk, courses with their numbers',
      service: 'lms',
      kind: 'read',
      call: (_, signal) => send(`${lms}/staff/learning/courses`, signal, { headers: staff }),
    },
    {
      // One course's learners part-way through (the course has 40,555 enrolments at full size).
      name: 'learning desk, a course’s learners in progress',
      service: 'lms',
      kind: 'read',
      call: (_, signal) =>
        send(`${lms}/staff/learning/courses/${DESK_COURSE}/enrolments?progress=in-progress`, signal, {
          headers: staff,
        }),
    },
    {
      // The shop page's first page, as /shop asks it (PRODUCT_PAGE_SIZE products, no cursor).
      name: 'public product list',
      service: 'shop',
      kind: 'read',
      call: (_, signal) => send(`${shop}/product`, signal),
    },
  ];
}

/** Each service's /health: the floor this machine sets, and the writes' reference. */
export const healthPath = (site: Site, service: ServiceName): Path => ({
  name: `${service} /health`,
  service,
  kind: 'read',
  call: (_, signal) => send(`${site.serviceUrl(service)}/api/${service}/health`, signal),
});
