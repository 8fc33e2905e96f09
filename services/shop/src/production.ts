import { type ProductionCheck, secretProblem } from '@aspire/config/production';
import { officeAddressCheck } from '@aspire/service-kit/production';
import { SANDBOX_KEY_ID } from './payments/sandbox.ts';
import { DEV_SELLER_GSTIN } from './receipts/gstin.ts';

/** Razorpay's key secrets are 24 characters; webhook secrets are chosen by the college. */
const RAZORPAY_SECRET_MIN = 20;

/** Razorpay's addresses are https; a plain http one is a local stand-in, which is for tests only. */
const httpsProblem = (value: string | undefined) => {
  if (!value) return undefined;
  if (!URL.canParse(value)) return `is not an address (${value})`;
  return new URL(value).protocol === 'https:' ? undefined : 'must be an https:// address of Razorpay';
};

/** The shop's production checks, added to the common ones: real payments only, with the college's own keys, and the shop team's mailbox. */
export const SHOP_PRODUCTION_CHECKS: ProductionCheck[] = [
  {
    setting: 'PAYMENT_GATEWAY',
    problem: ({ PAYMENT_GATEWAY }) => {
      if (!PAYMENT_GATEWAY) return 'is not set: set it to razorpay (the sandbox takes no money)';
      if (PAYMENT_GATEWAY === 'sandbox')
        return 'is sandbox: anyone could mark an order paid; set it to razorpay';
      if (PAYMENT_GATEWAY !== 'razorpay') return `is ${PAYMENT_GATEWAY}: set it to razorpay`;
      return undefined;
    },
  },
  {
    setting: 'RAZORPAY_KEY_ID',
    problem: ({ RAZORPAY_KEY_ID }) => {
      if (RAZORPAY_KEY_ID === SANDBOX_KEY_ID) return 'is a value that ships in the repository; use your own';
      if (RAZORPAY_KEY_ID?.startsWith('rzp_test_'))
        return "is a test-mode key: Razorpay's test cards would pay for real goods; use a live key (rzp_live_…)";
      return secretProblem(RAZORPAY_KEY_ID, RAZORPAY_SECRET_MIN);
    },
  },
  {
    setting: 'RAZORPAY_KEY_SECRET',
    problem: ({ RAZORPAY_KEY_SECRET }) => secretProblem(RAZORPAY_KEY_SECRET, RAZORPAY_SECRET_MIN),
  },
  {
    setting: 'RAZORPAY_WEBHOOK_SECRET',
    problem: ({ RAZORPAY_WEBHOOK_SECRET }) => secretProblem(RAZORPAY_WEBHOOK_SECRET, RAZORPAY_SECRET_MIN),
  },
  { setting: 'RAZORPAY_CHECKOUT_URL', problem: (env) => httpsProblem(env.RAZORPAY_CHECKOUT_URL) },
  { setting: 'RAZORPAY_API_BASE_URL', problem: (env) => httpsProblem(env.RAZORPAY_API_BASE_URL) },
  // A refund the gateway refused is told to the shop team; in development their mail is caught.
  officeAddressCheck('SHOP_EMAIL', 'the shop team'),
  {
    setting: 'SELLER_GSTIN',
    problem: ({ SELLER_GSTIN }) =>
      SELLER_GSTIN?.trim().toUpperCase() === DEV_SELLER_GSTIN
        ? "is the development's test GSTIN; set the college's own, or leave it empty when not registered"
        : undefined,
  },
];
