import { ApiFailure } from '@aspire/client/api-failure';
import { type StaffProduct, stockChangeSchema } from '@aspire/contracts/products-desk';
import { indianDigits as count } from '@aspire/contracts/shop-basics';
import { conflictStyles } from '@aspire/ui/conflict-notice.tsx';
import { deskStyles as desk, FieldList, SaveState } from '@aspire/ui/desk.ts';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { setStock, useProductRefresh, useProductSaved } from './desk-api.ts';
import { typedNumber } from './product-form-values.ts';
import { inCheckouts } from './product-stock.tsx';
import styles from './products-desk.module.css';

type StockValues = { to: string };

/** A count as the contract checks it (the service's own words under the field). */
const stockFormSchema = z.object({
  to: z.string().superRefine((typed, context) => {
    const issue = stockChangeSchema.shape.to.unwrap().safeParse(typedNumber(typed)).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: issue.message });
  }),
});

/** What the shop says of the product because of its stock. */
function shopSays({ stock, lowStockAt }: StaffProduct) {
  if (stock === null) return 'Not counted: the shop never says it is sold out.';
  if (stock === 0) return 'The shop says Sold out, and nobody can add it to a cart.';
  if (stock <= lowStockAt) return `The shop says Only ${count(stock)} left.`;
  return null;
}

/**
 * The product's stock: on hand (not held), held by checkouts, and a new count, sent with the count the
 * page showed so a sale made meanwhile is not overwritten (the service refuses it; the page shows the
 * new count and keeps the number typed). Counting can start and stop.
 */
export function StockPanel({ product }: { product: StaffProduct }) {
  const saved = useProductSaved();
  const refresh = useProductRefresh();
  const [moved, setMoved] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useApiForm<StockValues>({ schema: stockFormSchema, defaultValues: { to: '' } });
  const counted = product.stock !== null;

  const changed = (next: StaffProduct, said: string) => {
    saved(next);
    setMoved(false);
    setDone(said);
  };
  const conflict = async (error: unknown) => {
    if (!(error instanceof ApiFailure && error.status === 409)) return false;
    await refresh(product.id);
    setMoved(true);
    return true;
  };
  const send = async ({ to }: StockValues) => {
    setDone(null);
    const target = typedNumber(to) as number;
    try {
      const next = await setStock(product.id, { to: target, was: product.stock });
      form.reset({ to: '' });
      changed(next, `Stock set to ${count(target)}.`);
    } catch (error) {
      if (!(await conflict(error))) throw error;
    }
  };
  const stop = useMutation({
    mutationFn: () => setStock(product.id, { to: null, was: product.stock }),
    onMutate: () => setDone(null),
    onSuccess: (next) => changed(next, 'Stock is no longer counted.'),
    onError: (error: Error) => conflict(error),
  });

  return (
    <section className={desk.section} aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock</h2>
      <FieldList
        rows={[
          ['On hand', counted ? count(product.stock as number) : 'Not counted'],
          ['In checkouts', inCheckouts(product.reserved) ?? 'None'],
          ['Low-stock mark', `${count(product.lowStockAt)} or fewer`],
        ]}
      />
      {shopSays(product) && <p className={desk.hint}>{shopSays(product)}</p>}
      {moved && (
        <p className={conflictStyles.conflict} role="alert">
          The stock changed meanwhile: on hand now {counted ? count(product.stock as number) : 'not counted'}.
          Nothing was saved; check it, and send yours again if it is still right.
        </p>
      )}
      <Form form={form} onSubmit={send} className={styles.stockForm}>
        <Field
          name="to"
          label={counted ? 'New count on hand' : 'Count on hand'}
          inputMode="numeric"
          autoComplete="off"
          hint={[
            product.reserved > 0
              ? `What is free to sell: on the shelf, less the ${count(product.reserved)} held by checkouts.`
              : 'What is on the shelf now.',
            counted ? '' : ' From then on the shop sells only what is counted.',
          ].join('')}
        />
        <FormAlert className={desk.failed} />
        <div className={desk.inline}>
          <Submit className={desk.primary} busyLabel="Saving…">
            {counted ? 'Set count' : 'Count stock'}
          </Submit>
          {counted && (
            <button
              type="button"
              className={desk.secondary}
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            >
              Stop counting
            </button>
          )}
        </div>
      </Form>
      {stop.status === 'error' && !moved && <SaveState save={stop} kept="The count is as it was." />}
      <div aria-live="polite">{done && <p className={desk.saved}>{done}</p>}</div>
    </section>
  );
}
