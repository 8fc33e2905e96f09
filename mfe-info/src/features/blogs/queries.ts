import { apiQuery } from '@aspire/client/queries';
import type { PostKind } from '@aspire/contracts/info';
import { infoSchema } from '../../lib/info-schema.ts';

export const postsQuery = (kind: PostKind) =>
  apiQuery('info/post', infoSchema('postListSchema'), { searchParams: { kind } });
export const postQuery = (id: string) => apiQuery(`info/post/${id}`, infoSchema('postSchema'));
