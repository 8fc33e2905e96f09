import type { StaffOrder, StaffOrderRow, StaffRefund } from '@aspire/contracts/orders-desk';
import type { StaffProduct, StaffProductRow } from '@aspire/contracts/products-desk';
import { ok, refused } from '@aspire/ui/testing/desk-harness.tsx';

// The orders desk's test records; the harness is the desks' own (`@aspire/ui/testing/desk-harness.tsx`).

export const SALMA = { id: 'u-salma', name: 'Salma Begum', email: 'salma@aspirecollege.in' };

export const orderRow = (overrides: Partial<StaffOrderRow> = {}): StaffOrderRow => ({
  id: 'o1',
  receipt: 'rcpt_a1b2c3',
  status: 'paid',
  createdAt: '2026-03-02T06:15:00.000Z',
  paidAt: '2026-03-02T06:16:00.000Z',
  amount: 129800,
  customerId: 'c-ayesha',
  customerName: 'Ayesha Siddiqa',
  customerEmail: 'ayesha@example.com',
  city: 'Chennai',
  lineCount: 2,
  itemCount: 3,
  firstProductName: 'Tafsir Companion: Juz Amma',
  trackingNumber: null,
  refundedAmount: 0,
  invoiceNumber: null,
  erased: false,
  ...overrides,
});

export const staffOrder = (overrides: Partial<StaffOrder> = {}): StaffOrder => ({
  _id: 'o1',
  status: 'paid',
  amount: 129800,
  currency: 'INR',
  receipt: 'rcpt_a1b2c3',
  paymentOrderId: 'order_Sbx4f9Kq2L',
  paymentId: 'pay_Sbx8Hh2Mw1',
  lines: [
    {
      productId: 'tafsir-companion-juz-amma',
      productName: 'Tafsir Companion: Juz Amma',
      image: '/assets/shop/tafsir-companion.webp',
      qty: 2,
      mrp: 450,
      sellingPrice: 399,
    },
    {
      productId: 'arabic-reader-1',
      productName: 'Arabic Reader, Book 1',
      image: '/assets/shop/arabic-reader-1.webp',
      qty: 1,
      mrp: 500,
      sellingPrice: 500,
    },
  ],
  shippingAddress: {
    name: 'Ayesha Siddiqa',
    email: 'ayesha@example.com',
    mobileNumber: '+919840011223',
    pincode: '600006',
    address: '14 Greams Lane, Thousand Lights',
    flat: 'Flat 3B, Noor Residency',
    landmark: 'Opposite the post office',
    city: 'Chennai',
    state: 'Tamil Nadu',
  },
  createdAt: '2026-03-02T06:15:00.000Z',
  paidAt: '2026-03-02T06:16:00.000Z',
  shipment: null,
  deliveredAt: null,
  customerId: 'c-ayesha',
  gateway: 'sandbox',
  paidVia: 'checkout',
  failureReason: null,
  history: [
    { status: 'created', at: '2026-03-02T06:15:00.000Z', via: 'checkout' },
    { status: 'paid', at: '2026-03-02T06:16:00.000Z', via: 'checkout' },
  ],
  audit: [],
  mails: [{ key: 'paid', label: 'Order confirmed', status: 'sent', at: '2026-03-02T06:16:05.000Z' }],
  refunds: [],
  refundedAmount: 0,
  invoiceNumber: null,
  erasedAt: null,
  ...overrides,
});

/** A step a member of staff took, as the service records it. */
export const stepEntry = (from: string, to: string, at: string, changes: Record<string, unknown> = {}) => ({
  id: `a-${to}`,
  at,
  actor: SALMA,
  service: 'shop',
  action: 'order.step',
  subject: { kind: 'order', id: 'o1', label: 'rcpt_a1b2c3' },
  changes: {
    status: { from, to },
    ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, { from: null, to: v }])),
  },
});

/** A refund as the service records it: ₹100 asked for by Salma, waiting for the gateway. */
export const staffRefund = (overrides: Partial<StaffRefund> = {}): StaffRefund => ({
  id: 'r1',
  amount: 10000,
  status: 'pending',
  createdAt: '2026-03-04T10:00:00.000Z',
  processedAt: null,
  reason: 'The cover arrived torn.',
  by: SALMA,
  gatewayRefundId: 'rfnd_Sbx1Ab2Cd3',
  failureReason: null,
  ...overrides,
});

/** Products the picker finds, as the products desk's list gives them. */
export const PRODUCT_ROWS: StaffProductRow[] = [
  ['tafsir-companion-juz-amma', 'Tafsir Companion: Juz Amma', true],
  ['arabic-reader-1', 'Arabic Reader, Book 1', true],
  ['arabic-reader-2', 'Arabic Reader, Book 2', false],
].map(([id, productName, activeStatus]) => ({
  id: String(id),
  productName: String(productName),
  category: 'books' as const,
  mrp: 500,
  sellingPrice: 450,
  activeStatus: Boolean(activeStatus),
  stock: 10,
  reserved: 0,
  lowStockAt: 5,
  image: `/assets/shop/${id}.webp`,
  updatedAt: '2026-03-01T06:00:00.000Z',
}));

/**
 * The products desk's list and product pages as the picker reads them: the rows with a word starting
 * with each word of `q`, and each row's page (its name is all the picker shows).
 */
export const productRoutes = (): [string, RegExp, (request: Request) => Response][] => [
  [
    'GET',
    /^shop\/staff\/products$/,
    (request) => {
      const sought = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase().split(/\s+/);
      const rows = PRODUCT_ROWS.filter(({ productName }) => {
        const words = productName.toLowerCase().split(/[^a-z0-9]+/);
        return sought.every((start) => words.some((word) => word.startsWith(start)));
      });
      return ok({ rows, next: null });
    },
  ],
  [
    'GET',
    /^shop\/staff\/products\/[a-z0-9-]+$/,
    (request) => {
      const id = new URL(request.url).pathname.split('/').at(-1);
      const row = PRODUCT_ROWS.find((product) => product.id === id);
      if (!row) return refused(404, 'There is no such product');
      const page: StaffProduct = {
        ...row,
        productDescription: 'A product the orders desk tests filter by.',
        images: [row.image],
        hsn: '4901',
        gstRate: 0,
        version: 0,
        createdAt: row.updatedAt,
        audit: [],
      };
      return ok(page);
    },
  ],
];
