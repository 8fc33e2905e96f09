import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { LegalPageView } from './legal-page.tsx';
import { legalPageQuery } from './queries.ts';

/** /terms: the terms and conditions, as the content desk published them. */
export function TermsPage() {
  usePageMeta({
    title: 'Terms & Conditions',
    description: 'The terms and conditions for using the Aspire College & Trust website, courses and shop.',
  });
  return <LegalPageView query={useQuery(legalPageQuery('terms'))} fallback="Terms & Conditions" />;
}
