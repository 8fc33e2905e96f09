import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { previewQuery } from './content-api.ts';
import styles from './content-desk.module.css';
import type { AnySpec, ItemPreview } from './kind-spec.ts';
import { PREVIEW_REGION } from './publishing-panel.tsx';

/**
 * The saved draft as the public pages will show it, drawn by their own components from the service's
 * preview (the public answer made from the draft, for staff only). It takes the focus when it opens.
 */
export function ContentPreview({
  spec,
  Preview,
  id,
  changed,
}: {
  spec: AnySpec;
  Preview: ItemPreview;
  id: string;
  changed: boolean;
}) {
  const preview = useQuery(previewQuery(spec, id));
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <section id={PREVIEW_REGION} ref={region} aria-label="Preview" tabIndex={-1} className={styles.preview}>
      <p className={styles.previewNote}>
        Preview: the saved draft as the public pages will show it. Only staff can see it.
        {changed && ' Your latest changes are not saved, so they are not shown: save the draft to see them.'}
      </p>
      <Resource query={preview} what="the preview">
        {(item) => <Preview item={item} />}
      </Resource>
      <p className={desk.hint}>End of the preview.</p>
    </section>
  );
}
