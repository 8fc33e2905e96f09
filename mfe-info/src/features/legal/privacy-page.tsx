import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { LegalPageView } from './legal-page.tsx';
import { legalPageQuery } from './queries.ts';

/** /privacy: the privacy notice, as the content desk published it, with the version consents record. */
export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What Aspire College & Trust collects about you, why, how long we keep it, and how to see, correct or erase it.',
  });
  return <LegalPageView query={useQuery(legalPageQuery('privacy'))} fallback="Privacy Policy" />;
}
