import type { InboxRecord, InboxRow } from '@aspire/contracts/admissions';

// The admissions desk's test records; the harness is the desks' own (`@aspire/ui/testing/desk-harness.tsx`).

export const DIRECTORY = [
  { id: 'u-mariam', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in', roles: ['admissions'] },
  { id: 'u-yusuf', name: 'Yusuf Ali', email: 'yusuf@aspirecollege.in', roles: ['admissions'] },
];

export const row = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  id: 'r1',
  kind: 'application',
  status: 'new',
  receivedAt: '2026-01-12T09:30:00.000Z',
  name: 'Ayesha Siddiqa',
  email: 'ayesha@example.com',
  phone: '+447911123456',
  courseSlug: 'bsc-psychology',
  courseTitle: 'B.Sc. Psychology',
  campus: 'chennai',
  assignee: null,
  followUpOn: null,
  awaitingGuardian: false,
  duplicateCount: 0,
  erased: null,
  retention: null,
  ...overrides,
});

export const record = (overrides: Partial<InboxRecord> = {}): InboxRecord => ({
  ...row(),
  courseId: 2,
  gender: 'Female',
  message: 'Are evening classes available?',
  subject: null,
  admissionMode: 'on-campus',
  location: 'Chennai | Bengaluru',
  source: {
    utmSource: 'instagram',
    utmCampaign: 'autumn-intake',
    landingPage: '/course/2?utm_source=instagram&utm_campaign=autumn-intake',
  },
  minor: false,
  guardian: null,
  notice: { version: '2026-11', agreedAt: '2026-01-12T09:30:00.000Z' },
  fee: null,
  offerSentAt: null,
  enrolledAt: null,
  duplicates: [],
  timeline: [{ at: '2026-01-12T09:30:00.000Z', kind: 'received', text: 'Application received', actor: null }],
  ...overrides,
});
