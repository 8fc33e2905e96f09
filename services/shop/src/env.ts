import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';

export const shopEnv = serviceEnv('shop')
  .extend({
    /** `sandbox` (the local default) or `razorpay` (the real SDK; needs the three RAZORPAY_* settings). */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Points the SDK at another Razorpay-compatible API (a stand-in in tests); Razorpay's own by default. */
    RAZORPAY_API_BASE_URL: z.url().optional(),
    RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
    /** Secrets of the local sandbox; they sign sandbox payments and webhooks, never real money. */
    SANDBOX_KEY_SECRET: z.string().min(16).default('sandbox-key-secret-aspire-local'),
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('sandbox-webhook-secret-aspire-local'),
    /**
     * How long after a sandbox payment is answered its webhook is first sent (0: right after answering).
     * The events wait in the shop's database, so a restart in between still delivers them.
     */
    SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  })
  .superRefine((value, ctx) => {
    if (value.PAYMENT_GATEWAY !== 'razorpay') return;
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=razorpay' });
    }
  });

export const env = loadEnv(shopEnv);
