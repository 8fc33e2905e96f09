import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { LegalPage } from './legal-page.tsx';
import { TERMS, TERMS_UPDATED } from './terms-content.ts';

export function TermsPage() {
  usePageMeta({
    title: 'Terms & Conditions',
    description: 'The terms and conditions for using the Aspire College & Trust website, courses and shop.',
  });
  return (
    <LegalPage
      title="Terms & Conditions"
      intro="The rules for using our website, our learning services and our shop."
      updated={TERMS_UPDATED}
      sections={TERMS.map((t) => ({ title: t.title, paragraphs: [t.text] }))}
    />
  );
}
