import type { ContentKind } from '@aspire/contracts/content-desk';
import { eventSpec } from './event-kind.tsx';
import type { AnySpec } from './kind-spec.ts';
import { postSpec } from './post-kind.tsx';

/** The kinds the desk edits, by the name in their address (`/staff/content/posts/…`). */
export const SPECS: Record<ContentKind, AnySpec> = { events: eventSpec, posts: postSpec };
