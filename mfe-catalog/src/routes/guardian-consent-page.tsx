import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { GuardianConsent } from '../features/guardian-consent/guardian-consent.tsx';

/** /guardian-consent?token=…: a parent or guardian confirms consent for an applicant under 18. */
export default function GuardianConsentPage() {
  usePageMeta({
    title: "Parent or guardian's consent",
    description: 'Confirm your consent to an application to Aspire College & Trust.',
  });
  return <GuardianConsent />;
}
