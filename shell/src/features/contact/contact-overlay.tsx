import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { visitSource } from '@aspire/client/visit-source';
import type { ContactMessage } from '@aspire/contracts/contact';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Field, Form, FormAlert, formStyles, Submit, useApiForm } from '@aspire/ui/form.tsx';
import { PrivacyNotice } from '@aspire/ui/privacy-notice.tsx';
import { useNavigate } from 'react-router-dom';
import { sendContactMessage } from './contact-api.ts';

/** Write to us (spec section 2): sends the message, then the Thank You page. */
export function ContactOverlay() {
  const open = useOverlays((s) => s.open === 'contact');
  const close = useOverlays((s) => s.close);
  return (
    <Dialog open={open} title="Write to us" onClose={close}>
      <ContactForm />
    </Dialog>
  );
}
export default ContactOverlay;

/** Mounted each time the overlay opens: prefilled from the signed-in profile and the caller's subject. */
function ContactForm() {
  const close = useOverlays((s) => s.close);
  const navigate = useNavigate();
  const { firstName, lastName, email, mobileNumber } = useSession.getState();
  const form = useApiForm<ContactMessage>({
    defaultValues: {
      firstName,
      lastName,
      email,
      phoneNumber: mobileNumber,
      subject: useOverlays.getState().contactSubject,
      message: '',
    },
  });

  return (
    <Form
      form={form}
      fallbackError="We could not send your message. Please try again."
      onSubmit={async (message) => {
        await sendContactMessage({ ...message, source: visitSource() });
        close();
        navigate('/thank-you');
      }}
    >
      <FormAlert />
      <div className={formStyles.row}>
        <Field label="First name" name="firstName" autoComplete="given-name" />
        <Field label="Last name" name="lastName" autoComplete="family-name" />
      </div>
      <div className={formStyles.row}>
        <Field label="Email" name="email" type="email" autoComplete="email" />
        <Field
          label="Phone number"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          hint="10 digits, or + and the country code"
        />
      </div>
      <Field label="Subject" name="subject" />
      <Field as="textarea" label="Message" name="message" rows={10} />
      <Submit busyLabel="Sending…">Send message</Submit>
      <PrivacyNotice purpose="only to answer your message" />
    </Form>
  );
}
