import type { Environment } from '@aspire/config/production';
import { RAZORPAY } from '@aspire/config/site';
import type { MiddlewareHandler } from 'hono';

/**
 * The origins Razorpay's Checkout needs on our pages (its script, and its API, which it frames and
 * calls), taken from the shop's settings so a local stand-in of Razorpay can be used; none unless
 * payments go through Razorpay (the development sandbox is served by the shop, from our own origin).
 */
export function paymentOrigins(env: Environment): string[] {
  if (env.PAYMENT_GATEWAY !== 'razorpay') return [];
  const urls = [
    env.RAZORPAY_CHECKOUT_URL || RAZORPAY.checkoutScript,
    env.RAZORPAY_API_BASE_URL || RAZORPAY.apiBase,
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * A policy that allows exactly our own origin, the remotes' origins, the pages' inline scripts by hash
 * and, when payments go through Razorpay, its Checkout.
 */
export function contentSecurityPolicy(policy: {
  remoteOrigins: string[];
  paymentOrigins: string[];
  inlineScriptHashes: string[];
}) {
  const { remoteOrigins, paymentOrigins: payments, inlineScriptHashes } = policy;
  const own = ["'self'", ...remoteOrigins];
  return [
    "default-src 'self'",
    `script-src ${[...own, ...inlineScriptHashes, ...payments].join(' ')}`,
    `style-src ${own.join(' ')} 'unsafe-inline'`,
    `img-src 'self' data: ${remoteOrigins.join(' ')}`,
    `font-src ${own.join(' ')}`,
    `connect-src ${[...own, ...payments].join(' ')}`,
    "media-src 'self'",
    `frame-src ${payments.length ? payments.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The browser-facing security headers on every answer, and on pages their script policy
 * (`remoteOrigins` gives the origins of the remotes a request's page loads).
 */
export function securityHeaders(options: {
  remoteOrigins: (requestUrl: string) => string[];
  paymentOrigins: string[];
  inlineScriptHashes: string[];
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    c.header('referrer-policy', 'strict-origin-when-cross-origin');
    c.header('x-frame-options', 'DENY');
    c.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header(
        'content-security-policy',
        contentSecurityPolicy({
          remoteOrigins: options.remoteOrigins(c.req.url),
          paymentOrigins: options.paymentOrigins,
          inlineScriptHashes: options.inlineScriptHashes,
        }),
      );
    }
  };
}
