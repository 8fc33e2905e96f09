import { PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LegalPage } from './legal-page.tsx';
import { PRIVACY, PRIVACY_UPDATED } from './privacy-content.ts';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What Aspire College & Trust collects about you, why, how long we keep it, and how to see, correct or erase it.',
  });
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What we collect about you, why, how long we keep it, and how you can see, correct or erase it."
      updated={`${PRIVACY_UPDATED} (notice version ${PRIVACY_NOTICE_VERSION})`}
      sections={PRIVACY}
    />
  );
}
