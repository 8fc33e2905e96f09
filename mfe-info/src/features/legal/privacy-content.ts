/** Privacy Policy sections. `{email}` is replaced with the college's address. */
export const PRIVACY_UPDATED = '1 January 2023';
export const PRIVACY: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Information we collect',
    paragraphs: [
      'When you sign up, apply, enquire, contact us or buy from our shop, we collect the details you give us: your name, e-mail address, mobile number, postal address and, for admissions, your gender, course choice and message.',
      'When you browse the site we automatically receive technical information such as your browser, device, IP address and the pages you visit. Card payments are handled by our payment provider; we receive only a payment reference, never your card number.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'We use your browser’s storage to keep you signed in and to remember your cart and recently viewed courses between visits. We do not use advertising cookies. You can clear this storage in your browser at any time; you will then need to sign in again.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: [
      'We use your information to create and manage your account, process admissions, scholarships and orders, deliver products, answer enquiries, send information you asked for, and improve our courses and website. We send promotional messages only with your consent, and every message explains how to stop them.',
    ],
  },
  {
    title: 'How we protect your information',
    paragraphs: [
      'Passwords are stored only as strong one-way hashes, connections to the site are encrypted, and access to personal data is limited to staff who need it for their work. No system is perfectly secure, but we review our safeguards regularly.',
    ],
  },
  {
    title: 'Sharing your information',
    paragraphs: [
      'We do not sell or rent your personal information. We share it only with service providers who help us run the college (payment, delivery and e-mail providers, and affiliating universities for admissions), under obligations of confidentiality, or when the law requires it.',
    ],
  },
  {
    title: 'Your choices and rights',
    paragraphs: [
      'You may ask to see, correct or delete the personal information we hold about you, or withdraw consent to messages, by writing to us. Some records, such as academic and financial records, must be kept for the periods set by law.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'We may update this policy from time to time. The date at the top of this page shows when it last changed, and important changes will be announced on the site.',
    ],
  },
  {
    title: 'Contact us',
    paragraphs: [
      'Questions or requests about your privacy may be sent to {email}. We answer within 30 days.',
    ],
  },
];
