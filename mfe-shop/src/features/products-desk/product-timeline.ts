import type { StaffProduct } from '@aspire/contracts/products-desk';
import { formatRupees, PRODUCT_CATEGORIES, type ProductCategory } from '@aspire/contracts/shop';
import type { AuditEntry } from '@aspire/contracts/staff';
import type { TimelineEntry } from '@aspire/ui/desk.ts';
import { CATEGORY_LABELS } from './product-rows.tsx';

type Change = { from: unknown; to: unknown };

const FIELD_NAMES: Record<string, string> = {
  productName: 'name',
  productDescription: 'description',
  category: 'category',
  mrp: 'MRP',
  sellingPrice: 'selling price',
  image: 'pictures',
  hsn: 'HSN code',
  gstRate: 'GST rate',
  lowStockAt: 'low-stock mark',
  stock: 'stock',
};
/** Fields whose values are too long or too many to read in a line: the change is named, not shown. */
const NAMED_ONLY = new Set(['productDescription', 'image']);

const isCategory = (value: unknown): value is ProductCategory =>
  (PRODUCT_CATEGORIES as readonly unknown[]).includes(value);

/** A recorded value as people read it. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '')
    return field === 'stock' ? 'not counted' : 'none';
  if ((field === 'mrp' || field === 'sellingPrice') && typeof value === 'number') return formatRupees(value);
  if (field === 'gstRate') return `${String(value)}%`;
  if (field === 'category' && isCategory(value)) return CATEGORY_LABELS[value];
  if (field === 'productName') return `“${String(value)}”`;
  return String(value);
}

/** One field's change: its name and values (or only its name, for the long ones). */
function fieldText(field: string, { from, to }: Change) {
  if (field === 'activeStatus') return to ? 'put on sale' : 'taken off sale';
  const name = FIELD_NAMES[field] ?? field;
  return NAMED_ONLY.has(field)
    ? `${name} changed`
    : `${name}: ${valueText(field, from)} → ${valueText(field, to)}`;
}

const verbOf = (entry: AuditEntry) => entry.action.split('.').at(-1) ?? entry.action;
/** The service records a new product as `product.created`. */
const isCreation = (entry: AuditEntry) => verbOf(entry).startsWith('create');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a change did: "Created", "Put on sale", "Stock: 12 → 7", "Selling price: ₹399 → ₹349; pictures changed". */
function changeText(entry: AuditEntry) {
  const verb = verbOf(entry);
  const parts = Object.entries(entry.changes ?? {}).map(([field, change]) => fieldText(field, change));
  const text = isCreation(entry)
    ? 'Created'
    : capitalised(parts.length > 0 ? parts.join('; ') : verb.replace(/[-_]/g, ' '));
  return entry.note ? `${text}. ${entry.note}` : text;
}

/**
 * A product's story on the desk, oldest first: each change by whom. A product the shop had before the
 * desk kept a record (the seeded ones) starts with when it was added.
 */
export function timelineOf(product: StaffProduct): TimelineEntry[] {
  const entries: TimelineEntry[] = product.audit.map((entry) => ({
    at: entry.at,
    text: changeText(entry),
    who: entry.actor.name,
  }));
  if (!product.audit.some(isCreation)) entries.push({ at: product.createdAt, text: 'Added to the shop' });
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
