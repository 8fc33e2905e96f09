/**
 * Demo learner accounts seeded by identity (accounts) and lms (enrolments), documented in the README.
 * They exist so the learner area can be tried on a fresh install; never seeded over a real account.
 */
export const DEMO_LEARNERS = [
  {
    firstName: 'Amina',
    lastName: 'Rahman',
    email: 'amina.learner@aspirecollege.in',
    mobileNumber: '9840012345',
    password: 'Aspire-Learner-2023',
  },
  {
    firstName: 'Imran',
    lastName: 'Sheikh',
    email: 'imran.learner@aspirecollege.in',
    mobileNumber: '9845098450',
    password: 'Aspire-Learner-2023',
  },
] as const;
