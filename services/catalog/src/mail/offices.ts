/** The college's mailboxes the forms notify. */
export type Offices = {
  /** ADMISSIONS_EMAIL: every admission and enquiry. */
  admissions: string;
  /** CONTACT_EMAIL: every "Write to us" message. */
  contact: string;
};

/** The mailboxes in development (the mail catcher's inboxes); production must set its own. */
export const DEV_OFFICES: Offices = {
  admissions: 'admissions@aspirecollege.in',
  contact: 'contact@aspirecollege.in',
};
