import { z } from 'zod';
import { emailSchema } from './email.ts';
import { findState } from './indian-states.ts';
import { phoneSchema } from './phone.ts';
import { razorpayId } from './shop.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/**
 * The checkout's inputs, which carry the phone library (a page that only reads orders or products need
 * not load it): the delivery address and the order placed after payment.
 */

/** Delivery address of the address panel, validated by the service (the panel itself does no checks). */
export const addressInputSchema = z.object({
  name: required('Name', 100),
  email: emailSchema,
  /** Stored in E.164, so a buyer abroad can be reached; 10 Indian digits are still taken as typed. */
  mobileNumber: z.string({ error: 'Mobile number is required' }).pipe(phoneSchema),
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode'),
  address: required('Address', 200),
  flat: required('Flat, house or building', 120),
  landmark: z.string().trim().max(120, 'Landmark is too long').default(''),
  city: required('City', 80),
  /**
   * One of India's states and union territories (the receipt's place of supply, so its tax, follows
   * it), however it is written ("TN", "tamil nadu"); kept as its name.
   */
  state: required('State', 80)
    .refine((text) => findState(text) !== undefined, 'Enter a state or union territory of India')
    .transform((text) => findState(text)?.name ?? text),
});
export const ADDRESS_FIELDS = [
  'name',
  'email',
  'mobileNumber',
  'pincode',
  'address',
  'flat',
  'landmark',
  'city',
  'state',
] as const;

/** `POST cart/address`: the address checked and kept with the cart before payment. */
export const cartAddressSchema = z.object({ shippingAddress: addressInputSchema });

export const placeOrderSchema = z.object({
  shippingAddress: addressInputSchema,
  /** Razorpay's payment id (`razorpay_payment_id`). */
  transactionId: razorpayId('pay', 'payment id'),
  razorpay_order_id: razorpayId('order', 'order id'),
  razorpay_signature: z
    .string({ error: 'Payment signature is required' })
    .regex(/^[a-f0-9]{64}$/, 'Enter a valid payment signature'),
  status: z.literal('success', 'Status must be success').default('success'),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;
