import { createQueryClient } from '@aspire/client/query-client';
import type { StaffProduct, StaffProductRow } from '@aspire/contracts/products-desk';
import type { AuditEntry } from '@aspire/contracts/staff';
import { deskHarness, settle } from '@aspire/ui/testing/desk-harness.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import StaffProductPage from '../../routes/staff-product-page.tsx';

// The products desk's test records, and its pages in a router that can block a move (`useBlocker`
// needs the router the shell gives the pages, not the kit harness's plain one).

export const SALMA = { id: 'u-salma', name: 'Salma Begum', email: 'salma@aspirecollege.in' };

/** A stored picture's address (the media store's, at the width a record keeps). */
export const storedPicture = (n: number) => `/api/shop/media/${String(n).padStart(24, '0')}/600.webp`;

export const productRow = (overrides: Partial<StaffProductRow> = {}): StaffProductRow => ({
  id: 'seerah-notes',
  productName: 'Seerah Notes',
  category: 'books',
  mrp: 300,
  sellingPrice: 250,
  activeStatus: true,
  stock: 12,
  reserved: 0,
  lowStockAt: 5,
  image: storedPicture(1),
  updatedAt: '2026-03-02T06:15:00.000Z',
  ...overrides,
});

export const staffProduct = (overrides: Partial<StaffProduct> = {}): StaffProduct => ({
  ...productRow(),
  productDescription: 'Notes on the life of the Prophet, for the diploma’s first year.',
  images: [storedPicture(1), storedPicture(2)],
  hsn: '4901',
  gstRate: 0,
  version: 3,
  createdAt: '2026-03-01T06:15:00.000Z',
  audit: [],
  ...overrides,
});

/** A change recorded by the service, by Salma unless said otherwise. */
export const auditEntry = (
  action: string,
  at: string,
  changes: AuditEntry['changes'],
  actor = SALMA,
): AuditEntry => ({
  id: `a-${at}`,
  at,
  actor,
  service: 'shop',
  action,
  subject: { kind: 'product', id: 'seerah-notes', label: 'Seerah Notes' },
  changes,
});

/**
 * The product pages' tests: the desk harness (a signed-in member of staff, a stand-in for the
 * services) and the page at `/staff/products/:id` in a memory router, with the list and the shop's
 * product page as the places its links lead. Call it at the top of a test file.
 */
export function productPageHarness() {
  const desk = deskHarness();
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const text = () => desk.dom.container.textContent ?? '';
  /** The page's section under the heading `heading`. */
  const section = (heading: string) =>
    [...desk.dom.container.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === heading,
    ) as HTMLElement;

  async function open(url: string, state?: unknown) {
    router = createMemoryRouter(
      [
        { path: '/staff/products/:id', element: <StaffProductPage /> },
        { path: '/staff/products', element: <p>the products list</p> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: [{ pathname: url, state }] },
    );
    const client = createQueryClient();
    const shown = router;
    await act(async () =>
      desk.dom.render(
        <QueryClientProvider client={client}>
          <RouterProvider router={shown} />
        </QueryClientProvider>,
      ),
    );
    await settle();
  }
  /** Where the router is now. */
  const where = () => router?.state.location.pathname;
  return { desk, text, section, open, where };
}
