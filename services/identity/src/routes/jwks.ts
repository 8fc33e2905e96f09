import type { ServiceEnv } from '@aspire/service-kit';
import type { Hono } from 'hono';
import type { Tokens } from '../lib/tokens.ts';

/** The public half of the signing key, as a JWK Set, for every service that verifies tokens. */
export function jwksRoutes(api: Hono<ServiceEnv>, { tokens }: { tokens: Tokens }) {
  api.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=600');
    return c.json(tokens.jwks);
  });
}
