/** The e-mails a record of the inbox may cause, by their outbox keys, as its timeline names them. */
import type { InboxKind } from '@aspire/contracts/admissions';

/** The prefix the form's e-mails were keyed with (admissions were `admission` before the inbox). */
const FORM_PREFIX: Record<InboxKind, string> = {
  application: 'admission',
  enquiry: 'enquiry',
  contact: 'contact',
};

export const guardianConsentKey = (id: string) => `guardian-consent:${id}`;
export const offerKey = (id: string) => `offer:${id}`;

export const recordMailKeys = (kind: InboxKind, id: string) => [
  { key: `${FORM_PREFIX[kind]}-ack:${id}`, label: 'Acknowledgement' },
  {
    key: `${FORM_PREFIX[kind]}-office:${id}`,
    label: kind === 'contact' ? 'Front desk notification' : 'Admissions office notification',
  },
  { key: guardianConsentKey(id), label: 'Consent request to the guardian' },
  { key: offerKey(id), label: 'Offer letter' },
];
