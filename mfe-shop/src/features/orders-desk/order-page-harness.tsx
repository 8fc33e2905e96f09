import type { StaffOrder } from '@aspire/contracts/orders-desk';
import { deskHarness, ok, until } from '@aspire/ui/testing/desk-harness.tsx';
import { useParams } from 'react-router-dom';
import { OrderRecord } from './order-record.tsx';

function Page() {
  return <OrderRecord id={useParams().id ?? ''} />;
}

/**
 * The tests of an order's page (order o1): the desk harness, the page, and what they read of it. Call it
 * at the top of a test file.
 */
export function orderPageHarness() {
  const desk = deskHarness();
  const text = () => desk.dom.container.textContent ?? '';
  /** The page's section under the heading `heading`. */
  const section = (heading: string) =>
    [...desk.dom.container.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === heading,
    ) as HTMLElement;

  /** The order's page with the service answering: `orders` in turn (the last one stays), and `more` first. */
  async function open(orders: StaffOrder[], more: Parameters<typeof desk.serve>[0] = [], state?: unknown) {
    let reads = 0;
    desk.serve([
      ...more,
      ['GET', /^shop\/staff\/orders\/o1$/, () => ok(orders[Math.min(reads++, orders.length - 1)])],
    ]);
    await desk.render('/staff/orders/o1', '/staff/orders/:id', <Page />, { state });
    await until(() => desk.dom.container.querySelector('h1') !== null);
  }
  /** How often the order was read. */
  const reads = () => desk.requests().filter((r) => r === 'GET shop/staff/orders/o1').length;

  return { desk, text, section, open, reads, Page };
}
