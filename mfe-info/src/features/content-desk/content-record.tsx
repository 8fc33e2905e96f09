import { ApiFailure } from '@aspire/client/api-failure';
import { CONTENT_KIND_TEXT } from '@aspire/contracts/content-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { contentItemQuery } from './content-api.ts';
import { ContentEditor } from './content-editor.tsx';
import { StateBadge } from './content-rows.tsx';
import type { AnySpec, ItemPreview } from './kind-spec.ts';
import { useListLink } from './list-link.ts';

/** Whether the page was reached by creating the item (its page says so once). */
function useJustCreated() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'created' in state && state.created === true;
}

/** An event's or a post's page: its fields, its publishing, its preview and its revisions. */
export function ContentRecord({ spec, Preview, id }: { spec: AnySpec; Preview: ItemPreview; id: string }) {
  const item = useQuery(contentItemQuery(spec, id));
  const back = useListLink(spec.kind);
  const created = useJustCreated();
  const text = CONTENT_KIND_TEXT[spec.kind];
  const backLink = <Link to={back.href}>← Back to {text.many}</Link>;
  if (item.error instanceof ApiFailure && item.error.status === 404)
    return (
      <div className={desk.desk}>
        <h1>Not found</h1>
        <p>
          There is no {spec.one} at this address. {backLink}
        </p>
      </div>
    );
  return (
    <div className={desk.desk}>
      <p>{backLink}</p>
      <Resource query={item} what={`this ${spec.one}`}>
        {(data) => (
          <>
            <div className={desk.head}>
              <h1>{spec.titleOf(data.fields)}</h1>
              <StateBadge row={data} />
            </div>
            {created && (
              <p className={desk.saved} role="status">
                Saved as a draft. Preview it, then publish it when it is ready.
              </p>
            )}
            <ContentEditor spec={spec} Preview={Preview} item={data} />
          </>
        )}
      </Resource>
    </div>
  );
}
