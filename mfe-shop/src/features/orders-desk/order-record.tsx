import { ApiFailure } from '@aspire/client/api-failure';
import { formatRupees } from '@aspire/contracts/shop';
import { deskStyles as desk, formatDateTime, NoteForm, Timeline } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { addOrderNote, orderQuery, useOrderSaved } from './desk-api.ts';
import { NextStep } from './next-step.tsx';
import { OrderCustomer, OrderLines, OrderPayment, OrderShipment } from './order-details.tsx';
import { timelineOf } from './order-timeline.ts';
import { RefundControl } from './refund-control.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The list this order was opened from (its filters), or the whole list. */
function useListLink() {
  const state: unknown = useLocation().state;
  const filters =
    typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string'
      ? state.list
      : '';
  return `/staff/orders${filters}`;
}

/** An order's page: what was bought, for whom and where, how it was paid and shipped, its story, its next step and its refunds. */
export function OrderRecord({ id }: { id: string }) {
  const order = useQuery(orderQuery(id));
  const saved = useOrderSaved();
  const back = useListLink();
  if (order.error instanceof ApiFailure && order.error.status === 404)
    return (
      <div className={desk.desk}>
        <h1>Order not found</h1>
        <p>
          There is no order at this address. <Link to={back}>Back to the orders</Link>
        </p>
      </div>
    );
  return (
    <div className={desk.desk}>
      <p>
        <Link to={back}>← Back to the orders</Link>
      </p>
      <Resource query={order} what="this order">
        {(data) => (
          <>
            <div className={desk.head}>
              <h1>Order {data.receipt}</h1>
              <p className={desk.inline}>
                <StatusBadge status={data.status} />
                <span className={desk.muted}>
                  Placed {formatDateTime(data.createdAt)} · {formatRupees(data.amount / 100)}
                </span>
              </p>
            </div>
            <div className={desk.record}>
              <div className={desk.column}>
                <OrderLines order={data} />
                <OrderCustomer order={data} />
                <OrderPayment order={data} />
                <OrderShipment order={data} />
                <Timeline entries={timelineOf(data)} />
              </div>
              <div className={desk.column}>
                <section className={desk.section} aria-labelledby="next-step-heading">
                  <h2 id="next-step-heading">Next step</h2>
                  <NextStep order={data} />
                </section>
                <section className={desk.section} aria-labelledby="refunds-heading">
                  <h2 id="refunds-heading">Refunds</h2>
                  <RefundControl order={data} />
                </section>
                <section className={desk.section} aria-labelledby="note-heading">
                  <h2 id="note-heading">Add a note</h2>
                  <NoteForm id="order-note" onAdd={(note) => addOrderNote(data._id, note).then(saved)} />
                </section>
              </div>
            </div>
          </>
        )}
      </Resource>
    </div>
  );
}
