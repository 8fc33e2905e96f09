import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { ApplicationForm } from '../features/application-form/application-form.tsx';
import { FormLayout } from '../features/application-form/form-layout.tsx';

export default function EnquiryPage() {
  usePageMeta({
    title: 'Enquiry Form',
    description:
      'Ask Aspire College & Trust about courses, fees, scholarships and financial support. We reply within two working days.',
  });
  return (
    <FormLayout
      eyebrow="We are here to help"
      title="Enquiry Form"
      lead="Questions about a course, fees, scholarships or financial support? Send us your enquiry and we will get back to you."
    >
      <ApplicationForm kind="enquiries" submitLabel="Send Enquiry" />
    </FormLayout>
  );
}
