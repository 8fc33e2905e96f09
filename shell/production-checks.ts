import { type Environment, type ProductionCheck, publicAddressProblem } from '@aspire/config/production';
import { REMOTES, SERVICES } from '@aspire/config/site-map';

/** A Razorpay address the pages may load from or talk to: when set, a public https one. */
const razorpayAddressProblem = (value: string | undefined) =>
  value === undefined ? undefined : publicAddressProblem(value);

/** Where `/api/<service>/` is proxied: any http(s) address (usually a private one), set on purpose. */
function serviceAddressProblem(value: string | undefined, service: string) {
  if (!value) return `is missing: set the address /api/${service}/ is proxied to (http://host:port)`;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? undefined : `is not an http(s) address (${value})`;
  } catch {
    return `is not an address (${value})`;
  }
}

/**
 * The shell's own production settings, on top of the common ones (SITE_URL, DEMO_ACCOUNTS).
 * In development each remote and service is found on this machine by its port; in production nothing
 * is guessed, because a guess would send visitors' browsers, or their API calls, to the wrong place.
 */
export const SHELL_CHECKS: ProductionCheck[] = [
  {
    setting: 'PAYMENT_GATEWAY',
    // The pages' script policy allows Razorpay's Checkout only with `razorpay`; with anything else
    // checkout would run the shop's development sandbox, or not at all.
    problem: (env: Environment) =>
      env.PAYMENT_GATEWAY === 'razorpay'
        ? undefined
        : `is ${env.PAYMENT_GATEWAY ? `"${env.PAYMENT_GATEWAY}"` : 'unset'}: set razorpay (the sandbox is for development only)`,
  },
  { setting: 'RAZORPAY_CHECKOUT_URL', problem: (env) => razorpayAddressProblem(env.RAZORPAY_CHECKOUT_URL) },
  { setting: 'RAZORPAY_API_BASE_URL', problem: (env) => razorpayAddressProblem(env.RAZORPAY_API_BASE_URL) },
  ...REMOTES.map((remote) => {
    const setting = `REMOTE_${remote.toUpperCase()}_URL`;
    return {
      setting,
      problem: (env: Environment) =>
        env[setting]
          ? publicAddressProblem(env[setting])
          : `is missing: set the public https address of the ${remote} remote's mf-manifest.json`,
    };
  }),
  ...SERVICES.map((service) => {
    const setting = `SERVICE_${service.toUpperCase()}_URL`;
    return { setting, problem: (env: Environment) => serviceAddressProblem(env[setting], service) };
  }),
];
