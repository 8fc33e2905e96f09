import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { PageBanner } from '../components/page-banner.tsx';
import { PucIntro } from '../features/puc/puc-intro.tsx';

export default function PucPage() {
  usePageMeta({
    title: 'PUC / 12th Std',
    description:
      'Complete your 12th Standard with Aspire: Commerce or Humanities board coaching with daily Quran and Islamic studies, in Chennai, Bengaluru and online.',
  });
  return (
    <>
      <PageBanner eyebrow="Pre-University Course" title="PUC / 12th Std">
        <p>
          One year to complete your schooling, with board coaching, daily Quran classes and guidance for what
          comes next.
        </p>
      </PageBanner>
      <PucIntro />
    </>
  );
}
