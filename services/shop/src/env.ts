import { randomBytes } from 'node:crypto';
import { isProduction } from '@aspire/config/production';
import { RAZORPAY, SITE } from '@aspire/config/site';
import { findState } from '@aspire/contracts/indian-states';
import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';
import { DEV_SHOP_EMAIL } from './mail/shop-mailbox.ts';
import { DEV_SELLER_GSTIN, gstinProblem, stateOfGstin } from './receipts/gstin.ts';
import { DEV_SELLER, type Seller, TAMIL_NADU } from './receipts/seller.ts';

/** A secret made for this process alone: sandbox payments signed before a restart no longer verify. */
const randomSecret = () => randomBytes(32).toString('base64url');

export const shopEnv = serviceEnv('shop')
  .extend({
    /**
     * `sandbox` (the development default: the shop takes its own pretend payments) or `razorpay` (the
     * real SDK; needs the three RAZORPAY_* settings). Production refuses anything but an explicit `razorpay`.
     */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Points the SDK at another Razorpay-compatible API (a stand-in in tests); Razorpay's own by default. */
    RAZORPAY_API_BASE_URL: z.url().optional(),
    RAZORPAY_CHECKOUT_URL: z.url().default(RAZORPAY.checkoutScript),
    /** Secrets of the local sandbox (they sign sandbox payments and webhooks): random per start unless set. */
    SANDBOX_KEY_SECRET: z.string().min(16).default(randomSecret),
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).default(randomSecret),
    /**
     * How long after a sandbox payment is answered its webhook is first sent (0: right after answering).
     * The events wait in the shop's database, so a restart in between still delivers them.
     */
    SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
    /** The shop team's mailbox: told when the gateway fails a refund. */
    SHOP_EMAIL: z.email('must be an e-mail address').default(DEV_SHOP_EMAIL),
    /** New payment orders one buyer may start per hour (asking again for an unchanged cart is free), then 429. */
    PAYMENT_ORDER_LIMIT: z.coerce.number().int().positive().default(10),
    /**
     * The seller's GSTIN: receipts are tax invoices and bills of supply with it, plain receipts without
     * (set it empty). Development's default is a test GSTIN of Tamil Nadu; production has none.
     */
    SELLER_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((gstin, ctx) => {
        const problem = gstin && gstinProblem(gstin);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default(() => (isProduction() ? '' : DEV_SELLER_GSTIN)),
    /** The seller's name and address on every receipt. */
    SELLER_LEGAL_NAME: z.string().trim().min(2).default(DEV_SELLER.legalName),
    SELLER_ADDRESS: z.string().trim().min(10).default(SITE.offices[0]!.lines.join(', ')),
    /** The seller's state (name or GST code): the GSTIN's own when one is set, else Tamil Nadu. */
    SELLER_STATE: z
      .string()
      .trim()
      .refine((state) => findState(state), 'is not a state or union territory of India (name or GST code)')
      .optional(),
  })
  .superRefine((value, ctx) => {
    const declared = value.SELLER_STATE && findState(value.SELLER_STATE);
    const registered = value.SELLER_GSTIN && stateOfGstin(value.SELLER_GSTIN);
    if (declared && registered && declared.code !== registered.code)
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_STATE'],
        message: `is ${declared.name}, but SELLER_GSTIN is registered in ${registered.name}`,
      });
    // In production the shop's production checks name a missing key in their own line (src/production.ts).
    if (value.PAYMENT_GATEWAY !== 'razorpay' || isProduction()) return;
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=razorpay' });
    }
  });

/** Who the receipts name as the seller, from the SELLER_* settings. */
export function sellerOf(settings: z.infer<typeof shopEnv>): Seller {
  const gstin = settings.SELLER_GSTIN || null;
  const state =
    (gstin && stateOfGstin(gstin)) ||
    (settings.SELLER_STATE && findState(settings.SELLER_STATE)) ||
    TAMIL_NADU;
  return { legalName: settings.SELLER_LEGAL_NAME, address: settings.SELLER_ADDRESS, gstin, state };
}

export const env = loadEnv(shopEnv);
