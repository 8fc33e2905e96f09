import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LegalPage } from './legal-page.tsx';
import { PRIVACY, PRIVACY_UPDATED } from './privacy-content.ts';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'How Aspire College & Trust collects, uses, protects and shares your personal information.',
  });
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What we collect, why, how we keep it safe and the choices you have."
      updated={PRIVACY_UPDATED}
      sections={PRIVACY}
    />
  );
}
