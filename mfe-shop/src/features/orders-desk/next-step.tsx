import { ApiFailure } from '@aspire/client/api-failure';
import {
  ERASED_NOT_SHIPPED,
  type OrderStep,
  type StaffOrder,
  shipmentSchema,
} from '@aspire/contracts/orders-desk';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@aspire/contracts/shop';
import { deskStyles as desk, reason } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { takeStep, useOrderRefresh, useOrderSaved } from './desk-api.ts';
import styles from './orders-desk.module.css';

/** Carriers a small Indian seller ships with, offered as the carrier field's suggestions. */
export const CARRIERS = ['India Post', 'DTDC', 'Blue Dart', 'Delhivery', 'Professional Couriers'];

/** The ship form: the contract's shipment, with an empty tracking page meaning none. */
const shipFormSchema = z.object({
  shipment: shipmentSchema.extend({
    trackingUrl: z.union([z.literal(''), shipmentSchema.shape.trackingUrl.unwrap()]),
  }),
});
type ShipValues = z.infer<typeof shipFormSchema>;

/** The step an order in each status is waiting for, as its button says it. */
const ACTIONS: Partial<Record<StaffOrder['status'], { label: string; hint: string }>> = {
  paid: {
    label: 'Mark as packed',
    hint: 'Once the parcel is packed. The customer is e-mailed that their order is being prepared.',
  },
  packed: {
    label: 'Ship…',
    hint: 'Once the carrier has the parcel: you give the carrier and tracking number, and the customer is e-mailed them.',
  },
  shipped: {
    label: 'Mark as delivered',
    hint: 'Once the carrier reports the parcel delivered. The customer is e-mailed.',
  },
};

/** A shipped order whose customer erased their data: the parcel still arrives, but no one is told. */
const ERASED_DELIVERY_HINT =
  'Once the carrier reports the parcel delivered. The customer erased their data, so no e-mail is sent.';

/** What an order with no step left to take says instead. */
const SETTLED: Partial<Record<StaffOrder['status'], string>> = {
  created: 'Awaiting payment: there is nothing to do until the customer pays.',
  delivered: 'Delivered. There is no step left to take.',
  refunded: 'Refunded in full. There is no step left to take.',
  failed: 'The payment failed, so there is nothing to send.',
  cancelled: 'The order was cancelled before it was paid, so there is nothing to send.',
};

const isConflict = (error: unknown) => error instanceof ApiFailure && error.status === 409;

/**
 * The order's one next step as the page's main action: Mark as packed, Ship… (carrier and tracking
 * number), Mark as delivered. If someone else took a step first (409), the order is read again and the
 * service's message is shown here, where the person is looking, and given the focus.
 */
export function NextStep({ order }: { order: StaffOrder }) {
  const saved = useOrderSaved();
  const refresh = useOrderRefresh();
  const [conflict, setConflict] = useState<string | null>(null);
  const [shipping, setShipping] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const action = useRef<HTMLButtonElement>(null);
  const conflictLine = useRef<HTMLParagraphElement>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  // Where the focus goes once the page shows what happened: the status a step reached, a conflict,
  // or the ship form closed; the button or form that had it may be gone.
  const focusWhen = useRef<OrderStatus | 'conflict' | 'closed' | null>(null);
  const step = useMutation({
    mutationFn: (next: OrderStep) => takeStep(order._id, next),
    onMutate: () => {
      setConflict(null);
      setDone(null);
    },
    onSuccess: (next) => {
      saved(next);
      setShipping(false);
      const told = next.erasedAt ? '' : ', and the customer is e-mailed';
      setDone(`Done: the order is now ${ORDER_STATUS_LABELS[next.status]}${told}.`);
      focusWhen.current = next.status;
    },
    onError: (error) => {
      if (!isConflict(error)) return;
      setShipping(false);
      setConflict(reason(error));
      focusWhen.current = 'conflict';
      void refresh(order._id);
    },
  });

  const status = order.status;
  // After every render: once the page shows the awaited state, the next step's button (or the line
  // saying what happened) takes the focus.
  useEffect(() => {
    const awaited = focusWhen.current;
    if (awaited === null || (awaited !== 'conflict' && awaited !== 'closed' && awaited !== status)) return;
    focusWhen.current = null;
    (awaited === 'conflict' ? conflictLine.current : (action.current ?? doneLine.current))?.focus();
  });

  // Packing and shipping need the address an erased order no longer has (the service refuses them too).
  const unsendable = order.erasedAt !== null && (status === 'paid' || status === 'packed');
  const next = unsendable ? undefined : ACTIONS[status];
  const hint = order.erasedAt && status === 'shipped' ? ERASED_DELIVERY_HINT : next?.hint;
  const press = () => {
    if (step.isPending) return;
    if (status === 'packed') {
      setConflict(null);
      setDone(null);
      setShipping(true);
    } else if (status === 'paid' || status === 'shipped')
      step.mutate({ status: status === 'paid' ? 'packed' : 'delivered' });
  };
  const ship = async ({ shipment: { trackingUrl, ...shipment } }: ShipValues) => {
    try {
      await step.mutateAsync({
        status: 'shipped',
        shipment: { ...shipment, ...(trackingUrl ? { trackingUrl } : {}) },
      });
    } catch (error) {
      // A step someone else took is said in the step's place (the form goes), not inside the form.
      if (!isConflict(error)) throw error;
    }
  };
  const cancelShipping = () => {
    setShipping(false);
    focusWhen.current = 'closed';
  };

  return (
    <div className={styles.step}>
      {conflict && (
        <p ref={conflictLine} className={styles.conflict} role="alert" tabIndex={-1}>
          {conflict} The order has been read again and shows its current state.
        </p>
      )}
      {next && shipping ? (
        <ShipForm onShip={ship} onCancel={cancelShipping} />
      ) : next ? (
        <>
          <div className={desk.inline}>
            <button
              ref={action}
              type="button"
              className={desk.primary}
              aria-describedby="next-step-hint"
              aria-disabled={step.isPending}
              onClick={press}
            >
              {step.isPending ? 'Saving…' : next.label}
            </button>
          </div>
          <p id="next-step-hint" className={desk.hint}>
            {hint}
          </p>
        </>
      ) : (
        <p>{unsendable ? ERASED_NOT_SHIPPED : SETTLED[status]}</p>
      )}
      <div aria-live="polite">
        {done && (
          <p ref={doneLine} className={desk.saved} tabIndex={-1}>
            {done}
          </p>
        )}
        {step.isError && !isConflict(step.error) && !shipping && (
          <p className={desk.failed}>
            Not done: {reason(step.error)} Nothing has changed; press the button again to retry.
          </p>
        )}
      </div>
    </div>
  );
}

/** Carrier (with suggestions), tracking number and tracking page; the service's errors under each field. */
function ShipForm({
  onShip,
  onCancel,
}: {
  onShip: (values: ShipValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useApiForm<ShipValues>({
    schema: shipFormSchema,
    defaultValues: { shipment: { carrier: '', trackingNumber: '', trackingUrl: '' } },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('shipment.carrier'), [setFocus]);
  return (
    <Form
      form={form}
      onSubmit={onShip}
      className={styles.stepForm}
      fallbackError="The order was not shipped. Try again."
    >
      <h3>Ship the order</h3>
      <FormAlert className={desk.failed} />
      <Field
        name="shipment.carrier"
        label="Carrier"
        list="carriers"
        autoComplete="off"
        maxLength={60}
        hint="Choose one of the suggestions or type another."
      />
      <datalist id="carriers">
        {CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier} />
        ))}
      </datalist>
      <Field
        name="shipment.trackingNumber"
        label="Tracking number"
        autoComplete="off"
        maxLength={40}
        spellCheck={false}
      />
      <Field
        name="shipment.trackingUrl"
        label="Tracking page (optional)"
        type="url"
        inputMode="url"
        maxLength={300}
        placeholder="https://"
        hint="The carrier's page for this parcel; the customer's e-mail and orders page link to it."
      />
      <div className={desk.inline}>
        <Submit className={desk.primary} busyLabel="Saving…">
          Mark as shipped
        </Submit>
        <button type="button" className={desk.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}
