import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { phoneSchema } from '@aspire/contracts/phone';
import { hashPassword } from '../lib/passwords.ts';
import type { UsersRepo } from '../repo/users.ts';

/**
 * Adds the demo learners whose email has no account yet, their addresses confirmed (no one reads their
 * mail); an existing account is never changed.
 */
export async function seedDemoLearners(users: UsersRepo) {
  let added = 0;
  for (const { password, ...learner } of DEMO_LEARNERS) {
    if (await users.findByEmail(learner.email)) continue;
    if (
      await users.insertIfMissing({
        ...learner,
        // Stored as sign-up stores every number (E.164).
        mobileNumber: phoneSchema.parse(learner.mobileNumber),
        passwordHash: await hashPassword(password),
        emailVerified: true,
      })
    )
      added += 1;
  }
  return added;
}
