import { apiQuery } from '@aspire/client/queries';
import { type PostKind, postListSchema, postSchema } from '@aspire/contracts/info';

export const postsQuery = (kind: PostKind) =>
  apiQuery('info/post', postListSchema, { searchParams: { kind } });
export const postQuery = (id: string) => apiQuery(`info/post/${id}`, postSchema);
