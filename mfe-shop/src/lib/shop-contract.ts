import { schemaOf } from '@aspire/client/http';

/**
 * A loader of one of the shop's contract schemas, for `apiQuery` and `call`: the schemas (and zod) load
 * with the first read or change that needs them, so a public page's first script carries neither, and
 * a page rendered on the server, whose answers came with its HTML, never loads them.
 */
export const shopSchema = <Name extends keyof typeof import('@aspire/contracts/shop')>(name: Name) =>
  schemaOf(() => import('@aspire/contracts/shop'), name);
