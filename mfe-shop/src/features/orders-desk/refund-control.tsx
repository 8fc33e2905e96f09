import { ApiFailure } from '@aspire/client/api-failure';
import {
  REFUNDABLE_STATUSES,
  type RefundRequest,
  refundRequestSchema,
  type StaffOrder,
  type StaffRefund,
} from '@aspire/contracts/orders-desk';
import { formatPaise } from '@aspire/contracts/shop';
import { deskStyles as desk, FieldList, formatDateTime, reason } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm, useFieldValue } from '@aspire/ui/form.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { paiseAsInput, paiseOf } from '../../lib/money.ts';
import { refundOrder, useOrderRefresh, useOrderSaved } from './desk-api.ts';
import styles from './orders-desk.module.css';

type RefundValues = { amount: string; reason: string };

/** The contract's word on an amount in paise (none typed, under ₹1), if it has one. */
const contractSays = (paise: number | undefined) =>
  refundRequestSchema.shape.amount.safeParse(paise).error?.issues[0]?.message;

/** What is wrong with a typed amount, checked as the service checks it (it also says what is left). */
function amountProblem(typed: string, left: number) {
  if (typed.trim() === '') return contractSays(undefined);
  const paise = paiseOf(typed);
  if (paise === null) return 'Enter the amount in rupees, like 149 or 149.50';
  if (paise > left) return `Only ${formatPaise(left)} is left to refund on this order`;
  return contractSays(paise);
}

/** The form's check: rupees (converted to paise when sent), at most what is left; the contract's reason. */
const refundFormSchema = (left: number) =>
  z.object({
    amount: z.string().superRefine((typed, context) => {
      const problem = amountProblem(typed, left);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    reason: refundRequestSchema.shape.reason,
  });

const REFUND_STATUS: Record<StaffRefund['status'], string> = {
  pending: 'Pending',
  processed: 'Refunded',
  failed: 'Failed',
};

const isRefundable = (status: StaffOrder['status']) =>
  (REFUNDABLE_STATUSES as readonly string[]).includes(status);

/** A send that may have reached the gateway: what to do about it, which is always safe. */
const SEND_AGAIN = 'Press the refund button again: this refund is made once, however often it is sent.';

/**
 * The order's refunds: what is left to refund, the refund form (how much, and why), and every refund
 * asked for with what the gateway made of it. If the order changed first (another refund, 409), the
 * order is read again and the service's message shown here, where the person is looking.
 */
export function RefundControl({ order }: { order: StaffOrder }) {
  const saved = useOrderSaved();
  const refresh = useOrderRefresh();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const doneLine = useRef<HTMLParagraphElement>(null);
  const conflictLine = useRef<HTMLParagraphElement>(null);
  // Where the focus goes once the page shows what happened (the form that had it is gone).
  const focusNext = useRef<'opener' | 'done' | 'conflict' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    ({ opener, done: doneLine, conflict: conflictLine })[target].current?.focus();
  });

  const left = order.amount - order.refundedAmount;
  const refundable = isRefundable(order.status) && left > 0;

  const refund = async (request: RefundRequest) => {
    try {
      saved(await refundOrder(order._id, request));
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      if (error.status === 0) throw new ApiFailure(0, `${error.message} ${SEND_AGAIN}`);
      if (error.status !== 409) throw error;
      // Said in the form's place (the form goes: what it was filled for no longer holds).
      setOpen(false);
      setConflict(reason(error));
      focusNext.current = 'conflict';
      void refresh(order._id);
      return;
    }
    setOpen(false);
    setDone(
      `Refund of ${formatPaise(request.amount)} asked for; the customer's bank gets it in 5–7 working days once the gateway confirms.`,
    );
    focusNext.current = 'done';
  };
  const start = () => {
    setConflict(null);
    setDone(null);
    setOpen(true);
  };
  const cancel = () => {
    setOpen(false);
    focusNext.current = 'opener';
  };

  return (
    <div className={styles.step}>
      {refundable && (
        <p>
          Left to refund: {formatPaise(left)} of {formatPaise(order.amount)} captured
        </p>
      )}
      {conflict && (
        <p ref={conflictLine} className={styles.conflict} role="alert" tabIndex={-1}>
          {conflict} The order has been read again and shows its current state.
        </p>
      )}
      {refundable && open ? (
        <RefundForm left={left} onRefund={refund} onCancel={cancel} />
      ) : refundable ? (
        <>
          <div className={desk.inline}>
            <button
              ref={opener}
              type="button"
              className={desk.secondary}
              aria-describedby="refund-hint"
              onClick={start}
            >
              Refund…
            </button>
          </div>
          <p id="refund-hint" className={desk.hint}>
            Through the payment gateway, to the card or account the customer paid with; you choose how much,
            and say why.
          </p>
        </>
      ) : (
        <p>
          {order.refundedAmount > 0 && left <= 0
            ? 'Everything captured has been refunded.'
            : 'Only a paid order can be refunded.'}
        </p>
      )}
      <div aria-live="polite">
        {done && (
          <p ref={doneLine} className={desk.saved} tabIndex={-1}>
            {done}
          </p>
        )}
      </div>
      {order.refunds.length > 0 && <RefundList refunds={order.refunds} />}
    </div>
  );
}

/**
 * How much (rupees, prefilled with all that is left) and why. The refund's key is made when the form
 * opens and sent with every attempt of this form, so a double click or a retry refunds once; the next
 * form is another refund, with a key of its own. A refund the gateway refused is settled (failed), so
 * pressing again after that asks for a new one, with a new key.
 */
function RefundForm({
  left,
  onRefund,
  onCancel,
}: {
  left: number;
  onRefund: (request: RefundRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const schema = useMemo(() => refundFormSchema(left), [left]);
  const form = useApiForm<RefundValues>({
    schema,
    defaultValues: { amount: paiseAsInput(left), reason: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('amount'), [setFocus]);
  // The form's check lets only an amount through.
  const send = async ({ amount, reason }: RefundValues) => {
    try {
      await onRefund({ amount: paiseOf(amount)!, reason, key });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 502) setKey(crypto.randomUUID());
      throw error;
    }
  };
  return (
    <Form
      form={form}
      onSubmit={send}
      className={styles.stepForm}
      fallbackError={`We could not tell whether the refund was asked for. ${SEND_AGAIN}`}
    >
      <h3>Refund this order</h3>
      <FormAlert className={desk.failed} />
      <Field
        name="amount"
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        hint={`Up to ${formatPaise(left)}, in rupees; paise after a point (149.50).`}
      />
      <Field
        name="reason"
        label="Reason"
        autoComplete="off"
        maxLength={200}
        hint="Kept on the order's timeline for the staff."
      />
      <div className={desk.inline}>
        <RefundSubmit />
        <button type="button" className={desk.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

/** The submit says what it will do, as the amount is typed: "Refund ₹149.50". */
function RefundSubmit() {
  const typed = useFieldValue('amount');
  const paise = typeof typed === 'string' ? paiseOf(typed) : null;
  return (
    <Submit className={desk.primary} busyLabel="Refunding…">
      {paise ? `Refund ${formatPaise(paise)}` : 'Refund'}
    </Submit>
  );
}

/** Every refund asked for, oldest first: how much, what became of it, when, who and why. */
function RefundList({ refunds }: { refunds: StaffRefund[] }) {
  return (
    <>
      <h3 id="refund-list-heading">Refunds asked for</h3>
      <ol className={styles.refunds} aria-labelledby="refund-list-heading">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <strong>{formatPaise(refund.amount)}</strong>
            <FieldList
              rows={[
                [
                  'Status',
                  refund.status === 'failed' && refund.failureReason
                    ? `${REFUND_STATUS.failed}: ${refund.failureReason}`
                    : REFUND_STATUS[refund.status],
                ],
                ['Asked for', formatDateTime(refund.createdAt)],
                ['By', refund.by.name],
                ['Reason', refund.reason],
                ['Gateway refund', refund.gatewayRefundId],
              ]}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
