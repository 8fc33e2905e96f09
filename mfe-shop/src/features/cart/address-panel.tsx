import { call, http } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import { INDIAN_STATES } from '@aspire/contracts/indian-states';
import { cartAddressAnswerSchema, formatRupees, type ShippingAddress } from '@aspire/contracts/shop';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Field, Form, FormAlert, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { useEffect } from 'react';
import styles from './cart.module.css';
import { useCartQuery, writeCart } from './cart-data.ts';
import { closePanel, openCart, useCart } from './cart-store.ts';
import { startCheckout } from './checkout.ts';

/** The form holds the body of `POST cart/address`, so the service's field errors name its fields. */
type AddressValues = { shippingAddress: ShippingAddress };

const FIELDS: {
  name: keyof ShippingAddress;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  wide?: boolean;
  /** Suggestions as one types (a datalist's id). */
  list?: string;
}[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'mobileNumber',
    label: 'Mobile number',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
  },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'address', label: 'Address (street and area)', autoComplete: 'address-line1', wide: true },
  { name: 'flat', label: 'Flat, house or building', autoComplete: 'address-line2' },
  { name: 'landmark', label: 'Landmark (optional)', autoComplete: 'off' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1', list: 'indian-states' },
];

function prefilled(): ShippingAddress {
  const { firstName, lastName, email, mobileNumber } = useSession.getState();
  return {
    name: [firstName, lastName].filter(Boolean).join(' '),
    email,
    mobileNumber,
    pincode: '',
    address: '',
    flat: '',
    landmark: '',
    city: '',
    state: '',
  };
}

/** The delivery address panel (spec section 2), prefilled from the signed-in user, checked by the service. */
export function AddressPanel() {
  const open = useCart((state) => state.panel === 'address');
  return (
    <Dialog open={open} title="Delivery address" onClose={closePanel} className={styles.panel}>
      <AddressForm />
    </Dialog>
  );
}

/** The service checks the address (the spec wants no checks in the browser), keeps it, then payment starts. */
async function checkout(values: AddressValues) {
  const { shippingAddress } = await writeCart(() =>
    call(http.post('shop/cart/address', { json: values }), cartAddressAnswerSchema),
  );
  await startCheckout(shippingAddress);
}

function AddressForm() {
  const form = useApiForm<AddressValues>({
    defaultValues: { shippingAddress: useCart.getState().address ?? prefilled() },
  });
  const busy = form.formState.isSubmitting;
  const total = useCartQuery().data?.totals.payable;
  // The draft is kept while the panel is closed (the dialog unmounts the form).
  useEffect(() => () => useCart.setState({ address: form.getValues().shippingAddress }), [form]);

  return (
    <Form form={form} onSubmit={checkout} className={styles.addressForm}>
      <p className={styles.muted}>Where should we deliver your order? Delivery is free across India.</p>
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, type, autoComplete, inputMode, wide, list }) => (
          <Field
            key={name}
            name={`shippingAddress.${name}`}
            label={label}
            type={type ?? 'text'}
            inputMode={inputMode}
            autoComplete={autoComplete}
            list={list}
            className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}
          />
        ))}
      </div>
      <datalist id="indian-states">
        {INDIAN_STATES.map((state) => (
          <option key={state.code} value={state.name} />
        ))}
      </datalist>
      <FormAlert className={styles.error} />
      <div className={styles.formActions}>
        <button type="button" className={styles.secondary} onClick={openCart} disabled={busy}>
          Back to cart
        </button>
        <Submit className={styles.primary} busyLabel="Please wait…">
          {total !== undefined ? `Continue to payment · ${formatRupees(total)}` : 'Continue to payment'}
        </Submit>
      </div>
    </Form>
  );
}
