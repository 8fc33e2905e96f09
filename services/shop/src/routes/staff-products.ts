import { mediaUrl, parseMediaUrl } from '@aspire/contracts/media';
import {
  isUploadedPicture,
  newProductSchema,
  productChangeSchema,
  productStatusSchema,
  type StaffProduct,
  type StaffProductPage,
  type StaffProductRow,
  staffProductQuerySchema,
  stockChangeSchema,
} from '@aspire/contracts/products-desk';
import { productIdSchema } from '@aspire/contracts/shop';
import type { Actor, AuditEntry } from '@aspire/contracts/staff';
import {
  ApiError,
  type AuthEnv,
  body,
  encodeOk,
  ok,
  okEncoded,
  params,
  query,
  requireRole,
} from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import { z } from 'zod';
import { type ProductDoc, stockOf } from '../repo/product-doc.ts';
import type { EditResult, FieldChanges } from '../repo/products.ts';
import type { RouteDeps } from './deps.ts';

export const PRODUCT_NOT_FOUND = 'There is no such product';
export const STALE_PRODUCT = 'Someone else changed this product meanwhile; reload it to see their changes';
export const staleStock = (now: number | null) =>
  `The stock changed meanwhile (now ${now === null ? 'not counted' : now.toLocaleString('en-IN')}); check it and try again`;
export const unknownPicture = (position: number) =>
  `Picture ${position} is not one of the shop’s pictures; upload it again`;

const productIdParam = z.object({ id: productIdSchema });

const toRow = (doc: ProductDoc, reserved: number): StaffProductRow => ({
  id: doc._id,
  productName: doc.productName,
  category: doc.category,
  mrp: doc.mrp,
  sellingPrice: doc.sellingPrice,
  activeStatus: doc.activeStatus,
  stock: stockOf(doc),
  reserved,
  lowStockAt: doc.lowStockAt,
  image: doc.image[0] ?? '',
  updatedAt: doc.updatedAt.toISOString(),
});

const toStaffProduct = (doc: ProductDoc, reserved: number, audit: AuditEntry[]): StaffProduct => ({
  ...toRow(doc, reserved),
  productDescription: doc.productDescription,
  images: doc.image,
  hsn: doc.hsn ?? null,
  gstRate: doc.gstRate ?? null,
  version: doc.version,
  createdAt: doc.createdAt.toISOString(),
  audit,
});

/**
 * The products desk (role `shop`): the list, a product's page, new products, edits (refused when someone
 * else changed the product since it was loaded), on sale or not, and the count in stock; each change
 * is recorded in the shop's audit log with its fields from → to.
 */
export function staffProductRoutes({ products, stock, media, audit, keys }: RouteDeps) {
  const api = new Hono<AuthEnv>();
  const staff = requireRole(keys, 'shop');

  const found = async (id: string) => {
    const doc = await products.find(id);
    if (!doc) throw new ApiError(404, PRODUCT_NOT_FOUND);
    return doc;
  };

  async function pageOf(doc: ProductDoc) {
    const [held, entries] = await Promise.all([
      stock.heldByProduct([doc._id]),
      audit.forSubject('product', doc._id),
    ]);
    return toStaffProduct(doc, held.get(doc._id) ?? 0, entries);
  }

  /**
   * Each picture is one the product has already (its generated art among them) or one the shop stored,
   * at the address an upload answered; anything else is a field error under `image`.
   */
  async function checkPictures(images: string[], kept: readonly string[] = []) {
    const uploaded = images.map((url) => {
      const stored = isUploadedPicture(url) ? parseMediaUrl(url) : null;
      return stored && url === mediaUrl('shop', stored.id) ? stored.id : null;
    });
    const stored = await media.exists(
      uploaded.filter((id) => id !== null),
      'picture',
    );
    const unknown = images.findIndex((url, index) => {
      const id = uploaded[index];
      return !kept.includes(url) && !(id && stored.has(id));
    });
    if (unknown === -1) return;
    const message = unknownPicture(unknown + 1);
    throw new ApiError(400, message, { image: message });
  }

  const record = (actor: Actor, doc: ProductDoc, action: string, changes: FieldChanges) =>
    audit.record(actor, {
      action,
      subject: { kind: 'product', id: doc._id, label: doc.productName },
      changes,
    });

  /** Audits a staff write that changed something and answers the product's page; a stale one is a 409. */
  async function answer(
    actor: Actor,
    result: EditResult | null,
    action: string,
    stale = (_doc: ProductDoc) => new ApiError(409, STALE_PRODUCT),
  ) {
    if (!result) throw new ApiError(404, PRODUCT_NOT_FOUND);
    if (result.outcome === 'stale') throw stale(result.product);
    if (Object.keys(result.changes).length) await record(actor, result.product, action, result.changes);
    return pageOf(result.product);
  }

  api.get('/staff/products', staff, query(staffProductQuerySchema), async (c) => {
    c.header('cache-control', 'private, no-store');
    const { after, limit, ...filters } = c.req.valid('query');
    // The same list however `q` is cased (the search is not).
    const key = JSON.stringify([{ ...filters, q: filters.q?.toLowerCase() }, after, limit]);
    const answer = await products.deskCached(key, async () => {
      const { rows, next } = await products.staffPage(filters, after, limit);
      const held = await stock.heldByProduct(rows.map(({ _id }) => _id));
      const page: StaffProductPage = { rows: rows.map((doc) => toRow(doc, held.get(doc._id) ?? 0)), next };
      return encodeOk(page);
    });
    return okEncoded(c, answer);
  });

  /** A new product; the same form key again answers the product it made (200), never a second one. */
  api.post('/staff/products', staff, body(newProductSchema), async (c) => {
    const input = c.req.valid('json');
    await checkPictures(input.image);
    const { created, product } = await products.create(input);
    if (created) {
      const { key: _key, ...fields } = input;
      const changes = Object.fromEntries(
        Object.entries(fields).map(([field, to]) => [field, { from: null, to }]),
      );
      await record(actorOf(c.var.user), product, 'product.created', changes);
    }
    return ok(c, await pageOf(product), created ? 201 : 200);
  });

  api.get('/staff/products/:id', staff, params(productIdParam), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await pageOf(await found(c.req.valid('param').id)));
  });

  api.put('/staff/products/:id', staff, params(productIdParam), body(productChangeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    await checkPictures(change.image, (await found(id)).image);
    const result = await products.edit(id, change);
    return ok(c, await answer(actorOf(c.var.user), result, 'product.changed'));
  });

  api.post(
    '/staff/products/:id/status',
    staff,
    params(productIdParam),
    body(productStatusSchema),
    async (c) => {
      const result = await products.setStatus(c.req.valid('param').id, c.req.valid('json').activeStatus);
      return ok(c, await answer(actorOf(c.var.user), result, 'product.status'));
    },
  );

  /** The count on hand, if it is still what the desk showed (a checkout may have moved it since). */
  api.post('/staff/products/:id/stock', staff, params(productIdParam), body(stockChangeSchema), async (c) => {
    const result = await products.setStock(c.req.valid('param').id, c.req.valid('json'));
    return ok(
      c,
      await answer(actorOf(c.var.user), result, 'product.stock', (doc) => {
        const message = staleStock(stockOf(doc));
        return new ApiError(409, message, { to: message });
      }),
    );
  });

  return api;
}
