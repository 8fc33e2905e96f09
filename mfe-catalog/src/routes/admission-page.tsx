import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { ApplicationForm } from '../features/application-form/application-form.tsx';
import { FormLayout } from '../features/application-form/form-layout.tsx';

export default function AdmissionPage() {
  usePageMeta({
    title: 'Admission Form',
    description:
      'Apply for admission to Aspire College & Trust: degree, diploma, PUC and online courses in Chennai and Bengaluru.',
  });
  return (
    <FormLayout
      eyebrow="Admissions open"
      title="Admission Form"
      lead="Tell us about yourself and the course you want to join. Our admissions team will call you to guide you through the next steps."
    >
      <ApplicationForm kind="admissions" submitLabel="Submit Application" />
    </FormLayout>
  );
}
