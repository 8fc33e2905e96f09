// @vitest-environment happy-dom
import { ERASED_CONTACT, ERASED_CUSTOMER, ERASED_NOT_SHIPPED } from '@aspire/contracts/orders-desk';
import { ERASED } from '@aspire/contracts/privacy';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button } from '@aspire/ui/testing/desk-harness.tsx';
import { describe, expect, it } from 'vitest';
import { orderPageHarness } from './order-page-harness.tsx';
import { staffOrder } from './test-support.ts';

const { desk, section, open } = orderPageHarness();

/** An order whose customer erased their data, as the service answers it. */
const erased = (overrides: Parameters<typeof staffOrder>[0] = {}) =>
  staffOrder({
    erasedAt: '2026-03-05T04:30:00.000Z',
    shippingAddress: {
      name: ERASED,
      email: '',
      mobileNumber: '',
      pincode: '',
      address: '',
      flat: '',
      landmark: '',
      city: '',
      state: 'Tamil Nadu',
    },
    ...overrides,
  });

describe("an erased customer's order", () => {
  it('says contact is not possible, keeps the delivery state, and offers no way to write or call', async () => {
    await open([erased()]);
    const customer = section('Customer and delivery');
    expect(customer.textContent).toContain(ERASED_CONTACT);
    expect(customer.textContent).toContain(ERASED_CUSTOMER);
    expect(customer.textContent).toContain('Delivery stateTamil Nadu');
    expect(customer.querySelector('a[href^="mailto:"], a[href^="tel:"], address')).toBeNull();
    expect(customer.textContent).toContain('All orders from this customer');
    // The receipt is still there for the accounts.
    expect(section('Payment').querySelector('button')?.textContent).toMatch(/receipt/i);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('is not packed or shipped once the address is gone: the page says why instead of offering the step', async () => {
    await open([erased({ status: 'packed' })]);
    const step = section('Next step');
    expect(step.textContent).toContain(ERASED_NOT_SHIPPED);
    expect(step.querySelector('button')).toBeNull();
  });

  it('can still be marked delivered once shipped, saying no e-mail is sent', async () => {
    await open([
      erased({
        status: 'shipped',
        shipment: {
          carrier: 'India Post',
          trackingNumber: 'EE123456789IN',
          shippedAt: '2026-03-04T09:00:00.000Z',
        },
      }),
    ]);
    const step = section('Next step');
    expect(button(step, 'Mark as delivered')).toBeTruthy();
    expect(step.textContent).toContain('The customer erased their data, so no e-mail is sent.');
  });
});
