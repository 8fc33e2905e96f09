/**
 * The privacy notice (DPDP Act 2023 and its Rules of 2025), in words that match what the site does.
 * `{email}`, `{grievance-email}` and `{account}` become links (see legal-page.tsx).
 */
import { SITE } from '@aspire/config/site';
import { ERASURE_DAYS, ERASURE_LINK_HOURS, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import type { LegalSection } from './legal-page.tsx';

/** When this version of the notice came into force; change it with PRIVACY_NOTICE_VERSION. */
export const PRIVACY_UPDATED = '26 November 2026';

const { grievance } = SITE;

export const PRIVACY: LegalSection[] = [
  {
    title: 'Information we collect',
    paragraphs: [
      'We collect only what you give us and what the site needs to work:',
      {
        items: [
          'Your account: your name, e-mail address and mobile number, and your password, which we keep only as a one-way hash that cannot be turned back into it.',
          'An application for admission: the student’s name, e-mail address, mobile number and gender, the course, the campus or online study, and your message. For a student under 18, also the name, e-mail address and phone number of a parent or guardian.',
          'An enquiry, or a message from the “Write to us” form: your name, e-mail address, phone number, the subject and your message.',
          'A purchase from our shop: what you bought, the delivery address and phone number, and the payment reference our payment provider gives us. Card and bank details are typed into the payment provider’s own window; we never see or keep them.',
          'Your studies online: the courses you are enrolled in, the lessons you have completed, and the certificates we issue to you.',
          'With a form, the page or link that brought you to our site (for example a search engine or one of our campaign links), so that we know which of our notices reach people.',
        ],
      },
      'Our servers record each request they answer (the address asked for, the result and the time) to keep the site running and to trace faults. These records do not contain your name, e-mail address or phone number.',
    ],
  },
  {
    title: 'What we keep, why, and for how long',
    paragraphs: [
      {
        table: {
          caption: 'Each kind of personal data, its purpose and how long we keep it',
          columns: ['What', 'Why we keep it', 'How long we keep it'],
          rows: [
            [
              'Your account and your consents',
              'To let you sign in, keep your orders and courses together, write to you about them, and show what you agreed to and when.',
              'Until you erase your account.',
            ],
            [
              'Applications for admission, with a guardian’s details and consent',
              'To consider the application, to contact the student (and their guardian) about it, and as the college’s record of admissions.',
              'Kept as the college’s admission records. If you erase your account, we remove the names, contact details and message from the applications made with your e-mail address, and keep only the course, campus, dates and outcome for our admission figures.',
            ],
            [
              'Enquiries and “Write to us” messages that did not lead to an application',
              'To answer you.',
              'Erased 24 months after they reach us, or sooner if you erase your account.',
            ],
            [
              'Your cart',
              'To keep what you chose until you buy it.',
              'Until you buy, remove the items or erase your account.',
            ],
            [
              'Orders and receipts',
              'To deliver your order, handle refunds, and keep the accounts the GST law asks of us.',
              'As the GST law requires: 72 months from the due date of the annual return for the year of the order. If you erase your account, we keep them without your name, e-mail address, phone number and address.',
            ],
            [
              'Enrolments, progress and certificates',
              'To teach you, follow your progress, and issue certificates that others can check.',
              'While your account lasts. When you erase it, your progress goes and your enrolments no longer name you; a certificate we issued keeps only its code, the course and the date, so its public check still works without your name.',
            ],
          ],
        },
      },
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      'We do not set cookies, and we use no advertising, tracking or analytics services of other companies. While you are signed in, your browser’s local storage keeps your sign-in and your name, e-mail address and mobile number, so the site can show your account; signing out removes them. For one visit, your browser’s session storage keeps the page or link that brought you to our site, which goes with a form you send. You can clear this storage in your browser at any time; you will then need to sign in again.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: [
      'We use your information only for the purposes in the table above: to run your account, consider applications, answer enquiries and messages, take and deliver orders, teach courses and issue certificates, and to write to you about these.',
      `We send e-mails about events, open days and admission dates only if you have agreed to receive them, and you can stop them at any time on {account}. We do not sell your data, we do not use it for advertising, and no decision about you is made by a computer alone.`,
    ],
  },
  {
    title: 'Children and applicants under 18',
    paragraphs: [
      'Many applicants to our 12th-standard and PUC programmes are under 18. The DPDP Act asks for the consent of a parent or lawful guardian before we use a child’s personal data, so the application form asks whether the student is under 18 and, if so, for a parent’s or guardian’s name, e-mail address and phone number.',
      'We then e-mail the parent or guardian a link to confirm their consent. The link works once, for 14 days, and we record when it was used. We do not process the application until they have confirmed. We never track children’s use of the site or show them advertising, and a parent or guardian may use every right below on the child’s behalf.',
    ],
  },
  {
    title: 'How we protect your information',
    paragraphs: [
      'Connections to the site are encrypted. Passwords are kept only as slow one-way hashes. Staff sign in with a password and a code from an authenticator app, and each member of staff sees only what their role needs. Every change staff make to a record is logged with who made it and when. E-mails waiting to be sent are kept encrypted, and their contents are deleted once sent.',
    ],
  },
  {
    title: 'If your data is exposed',
    paragraphs: [
      'If personal data we hold is ever lost, disclosed or changed without permission, we will tell the Data Protection Board of India and each person affected without delay: what happened and when, what it may mean for you, what we are doing about it, what you can do to protect yourself, and whom to contact. We send the Board a full report within 72 hours of learning of it.',
    ],
  },
  {
    title: 'Sharing your information',
    paragraphs: [
      'We do not sell or rent your personal information. We share it only as each purpose needs:',
      {
        items: [
          'with our payment provider, to take a payment;',
          'with the courier that delivers your order, which receives the delivery name, address and phone number;',
          'with our e-mail provider, which delivers the e-mails we send you;',
          'with an affiliating university or board, the details it needs to register a student who joins us;',
          'with government authorities, only when the law requires it (for example tax records).',
        ],
      },
      'Each of them may use your data only for that work.',
    ],
  },
  {
    title: 'Your rights and how to use them',
    paragraphs: [
      'The Digital Personal Data Protection Act 2023 gives you these rights. Most of them you can use yourself, at any time and free of charge, on {account}:',
      {
        items: [
          'To see your data: under “Your data”, press “Download my data”. You get one file with everything the site holds about you, from your account to your orders, courses and applications, with a short summary.',
          'To correct it: under “Your details”, choose “Correct your details” to change your name or mobile number. To change your e-mail address, or a detail of an application, write to {grievance-email}.',
          `To erase it: under “Erase your account”, choose “Erase my account”. We e-mail you a link to confirm, which works for ${ERASURE_LINK_HOURS} hours. Your sign-in stops at once, every part of the site removes or anonymises your data within ${ERASURE_DAYS} days, and we e-mail you when it is done. Only what the table above says we must keep stays, without what would name you.`,
          'To withdraw a consent: under “Your consents”, press “Withdraw my consent”. It is as easy as giving it, and stops what that consent allowed from then on. The consent to keep your account ends when you erase the account.',
          'To nominate someone: you may name a person to use these rights for you if you die or become unable to. Write to {grievance-email} with their name and contact details; we record them and check who they are when they come to us.',
          'To complain: write to our Grievance Officer (below).',
        ],
      },
      'If you have no account (you sent an enquiry or an application only), or you cannot sign in, write to {grievance-email} or send a letter to the address below. We check that the request comes from you, then act on it and tell you when it is done.',
    ],
  },
  {
    title: 'Grievance Officer',
    paragraphs: [
      `Our ${grievance.role} answers questions and complaints about your personal data: ${grievance.name}, e-mail {grievance-email}, phone ${grievance.phone}, post ${grievance.address}.`,
      'We answer within 30 days of receiving your message. If you are not satisfied with our answer, or do not hear from us in that time, you may complain to the Data Protection Board of India.',
    ],
  },
  {
    title: 'Changes to this notice',
    paragraphs: [
      `This is version ${PRIVACY_NOTICE_VERSION} of our privacy notice, in force from ${PRIVACY_UPDATED}. When we change it, the new version appears here with its date. Each consent you give records the version you saw, which “Your consents” on {account} shows. We will not use your data for a new purpose without asking you first.`,
    ],
  },
  {
    title: 'Contact us',
    paragraphs: [
      'For anything else about this notice, write to {email}. For your rights and complaints, write to {grievance-email}.',
    ],
  },
];
