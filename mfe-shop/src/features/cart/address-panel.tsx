import { ApiFailure } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import { formatRupees, type ShippingAddress } from '@aspire/contracts/shop';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { type FormEvent, useRef, useState } from 'react';
import { shopApi } from '../../lib/shop-api.ts';
import styles from './cart.module.css';
import { closePanel, messageOf, openCart, useCart } from './cart-store.ts';
import { startCheckout } from './checkout.ts';

type Field = keyof ShippingAddress;
const FIELDS: {
  name: Field;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
  wide?: boolean;
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
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
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

function AddressForm() {
  const [values, setValues] = useState<ShippingAddress>(() => useCart.getState().address ?? prefilled());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = useCart((state) => state.cart?.totals.payable);
  const form = useRef<HTMLFormElement>(null);

  const update = (name: Field, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    useCart.setState({ address: next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await shopApi.saveAddress(values);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiFailure && Object.keys(error.errors).length) {
        const byField: Partial<Record<Field, string>> = {};
        for (const [key, message] of Object.entries(error.errors))
          byField[key.replace(/^shippingAddress\./, '') as Field] = message;
        setErrors(byField);
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
        );
      } else setFailure(messageOf(error));
      return;
    }
    try {
      await startCheckout(values);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className={styles.addressForm} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>Where should we deliver your order? Delivery is free across India.</p>
      <div className={styles.fields}>
        {FIELDS.map(({ name, label, type, autoComplete, inputMode, wide }) => {
          const id = `address-${name}`;
          const error = errors[name];
          return (
            <div key={name} className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                name={name}
                type={type ?? 'text'}
                inputMode={inputMode}
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(event) => update(name, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className={styles.secondary} onClick={openCart} disabled={busy}>
          Back to cart
        </button>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy
            ? 'Please wait…'
            : total !== undefined
              ? `Continue to payment · ${formatRupees(total)}`
              : 'Continue to payment'}
        </button>
      </div>
    </form>
  );
}
