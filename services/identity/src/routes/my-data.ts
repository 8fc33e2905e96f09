import { displayPhone } from '@aspire/contracts/phone';
import { CONSENT_TEXT, type Consent, type MyDataPart } from '@aspire/contracts/privacy';
import { ok, type ServiceEnv } from '@aspire/service-kit';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { Hono } from 'hono';
import { normaliseRoles, rolesText } from '../lib/staff-accounts.ts';
import { type ConsentActor, type ConsentDoc, consentView } from '../repo/consents.ts';
import type { UserDoc } from '../repo/users.ts';
import type { RouteDeps } from './deps.ts';

const byWhom = (by: ConsentActor) => (by === 'self' ? 'self' : by.name);

/** One sentence a person can read about a consent of theirs. */
function consentSentence({ purpose, given, givenAt, withdrawnAt, noticeVersion }: Consent) {
  const text = `“${CONSENT_TEXT[purpose]}”`;
  if (given && givenAt) {
    const notice = noticeVersion ? ` under the privacy notice of ${noticeVersion}` : '';
    return `You agreed to ${text} on ${longDateInIndia(new Date(givenAt))}${notice}.`;
  }
  if (withdrawnAt)
    return `You withdrew your agreement to ${text} on ${longDateInIndia(new Date(withdrawnAt))}.`;
  return `You have not agreed to ${text}.`;
}

function accountSentences(user: UserDoc) {
  const roles = normaliseRoles(user.roles ?? []);
  const mobile = user.mobileNumber ? `, and your mobile number, ${displayPhone(user.mobileNumber)}` : '';
  return [
    `Your account was created on ${longDateInIndia(user.createdAt)}.`,
    `It holds your name, ${`${user.firstName} ${user.lastName}`.trim()}, your e-mail address, ${user.email} (${user.emailVerified ? 'confirmed' : 'not yet confirmed'})${mobile}.`,
    'Your password is kept only as a one-way hash, which nobody can read back, so it is not in this file.',
    ...(roles.length ? [`Your account holds the staff roles ${rolesText(roles)}.`] : []),
    ...(user.secondFactor?.enrolledAt ? ['An authenticator app is set up for your staff sign-in.'] : []),
  ];
}

/** "Download my data": identity's part, what it holds about the signed-in person (no secrets). */
export function myDataRoutes({ tokens, consents, throttle }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/my-data', async (c) => {
    const user = await tokens.userOf(c);
    const records = await consents.of(user);
    const consentList = records.map(({ purpose, doc }) => ({
      ...consentView(purpose, doc),
      history: (doc?.history ?? ([] as ConsentDoc['history'])).map((event) => ({
        action: event.action,
        at: event.at.toISOString(),
        by: byWhom(event.by),
        ...(event.noticeVersion !== undefined ? { noticeVersion: event.noticeVersion } : {}),
      })),
    }));
    const attempts = await throttle.accountAttempts(user.email);
    const part: MyDataPart = {
      summary: [
        ...accountSentences(user),
        ...consentList.map(consentSentence),
        ...(attempts
          ? [
              `We keep a count of ${attempts.count} recent sign-in attempt${attempts.count === 1 ? '' : 's'} on your account, to slow down anyone guessing your password. It is cleared when you sign in, and within a day.`,
            ]
          : []),
      ],
      data: {
        account: {
          id: user._id.toHexString(),
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          mobileNumber: user.mobileNumber,
          emailConfirmed: user.emailVerified === true,
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
          staffRoles: normaliseRoles(user.roles ?? []),
          secondFactorSet: Boolean(user.secondFactor?.enrolledAt),
        },
        consents: consentList,
        signInAttempts: attempts
          ? [
              {
                count: attempts.count,
                countedSince: attempts.windowStart.toISOString(),
                nextAllowedAt: attempts.nextAt.toISOString(),
              },
            ]
          : [],
      },
    };
    c.header('cache-control', 'private, no-store');
    return ok(c, part);
  });
  return api;
}
