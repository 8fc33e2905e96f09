import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { HOME_WIDGETS } from '../../app/route-table.ts';
import { RemoteView } from '../remotes/remote-view.tsx';

export function HomePage() {
  usePageMeta({
    title: 'Islamic Studies, Psychology, BBA and Arabic in Chennai and Bengaluru',
    description: 'Aspire College & Trust: degree, diploma and free courses on campus in Chennai and Bengaluru and online.',
  });
  return (
    <>
      <h1>Aspire College &amp; Trust</h1>
      {Object.entries(HOME_WIDGETS).map(([key, widget]) => (
        <RemoteView key={key} remote={widget.remote} module={widget.module} widget />
      ))}
    </>
  );
}
