import { schemaOf } from '@aspire/client/http';

type InfoContract = typeof import('@aspire/contracts/info');
type SchemaName = {
  [Name in keyof InfoContract]: Name extends `${string}Schema` ? Name : never;
}[keyof InfoContract];

/**
 * One of the info contract's schemas, loaded with the read that checks its answer (`apiQuery` takes the
 * loader): a page rendered on the server has its answer already, so its first script carries no zod.
 */
export const infoSchema = <Name extends SchemaName>(name: Name) =>
  schemaOf(() => import('@aspire/contracts/info'), name);
