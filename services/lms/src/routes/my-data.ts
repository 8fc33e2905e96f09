import type { LmsMyData } from '@aspire/contracts/lms';
import type { MyDataPart } from '@aspire/contracts/privacy';
import { ok, type ServiceEnv } from '@aspire/service-kit';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { Hono } from 'hono';
import { learnerOf } from '../lib/learner.ts';
import { plural } from '../lib/plural.ts';
import { statusOf } from '../repo/certificates.ts';
import type { RouteDeps } from './deps.ts';

/** A moment as the summary says it: its day in India. */

type HeldEnrolment = LmsMyData['enrolments'][number];
const STATE_TEXTS: Record<HeldEnrolment['state'], (enrolment: HeldEnrolment) => string> = {
  invited: () => 'invited, waiting for you to sign in',
  active: () => 'active',
  withdrawn: ({ withdrawal }) =>
    withdrawal ? `withdrawn on ${longDateInIndia(new Date(withdrawal.at))}` : 'withdrawn',
};

/** The sentences at the top of the learner area's part of the download. */
function summaryOf(data: LmsMyData): string[] {
  const completions = data.progress.flatMap((content) => content.completed);
  const last = completions
    .map((completion) => completion.completedAt)
    .sort()
    .at(-1);
  return [
    data.enrolments.length === 0
      ? 'You have no enrolments in the learner area.'
      : `You have ${plural(data.enrolments.length, 'enrolment')} in the learner area.`,
    ...data.enrolments.map(
      (enrolment) =>
        `${enrolment.courseTitle}: ${STATE_TEXTS[enrolment.state](enrolment)}, from ${longDateInIndia(enrolment.startDate)} to ${longDateInIndia(enrolment.endDate)}.`,
    ),
    last
      ? `You have completed ${plural(completions.length, 'unit')}, the last on ${longDateInIndia(new Date(last))}.`
      : 'You have not completed any units yet.',
    ...data.certificates.map(
      (certificate) =>
        `Certificate ${certificate.code} for ${certificate.courseTitle}, issued on ${longDateInIndia(certificate.issuedOn)}${
          certificate.revokedOn ? `, revoked on ${longDateInIndia(certificate.revokedOn)}` : ''
        }.`,
    ),
  ];
}

/**
 * `GET /my-data` (signed in): the learner area's part of "Download my data". Enrolments are kept by
 * address, so as on `/progress` those waiting for the learner's address show once it is confirmed;
 * reading them claims nothing.
 */
export function myDataRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/my-data', deps.auth, async (c) => {
    const learner = learnerOf(c);
    const [enrolments, certificates] = await Promise.all([
      deps.enrolments.heldFor(learner),
      deps.certificates.listForHolder(learner.id),
    ]);
    const offerings = new Map(
      (await deps.offerings.findMany([...new Set(enrolments.map((e) => e.courseId))])).map((o) => [o._id, o]),
    );
    const pairs = enrolments.flatMap(({ email, courseId }) => {
      const slug = offerings.get(courseId)?.slug;
      return slug ? [{ email, slug }] : [];
    });
    const slugs = [...new Set(pairs.map((pair) => pair.slug))];
    const [history, contents] = await Promise.all([
      deps.progress.history(pairs),
      deps.courses.findMany(slugs),
    ]);
    const unitTitles = new Map(
      contents.flatMap((content) =>
        content.sections.flatMap((section) => section.units.map((unit) => [unit.id, unit.title] as const)),
      ),
    );
    const unit = (unitId: string) => unitTitles.get(unitId) ?? unitId;

    const data: LmsMyData = {
      enrolments: enrolments.map((enrolment) => ({
        courseId: enrolment.courseId,
        courseTitle: offerings.get(enrolment.courseId)?.title ?? `Course ${enrolment.courseId}`,
        email: enrolment.email,
        name: enrolment.name ?? null,
        state: enrolment.state,
        startDate: enrolment.startDate,
        endDate: enrolment.endDate,
        enrolledAt: enrolment.createdAt.toISOString(),
        enrolledBy: enrolment.enrolledBy ? 'A member of the college’s staff' : 'The college',
        reference: enrolment.reference ?? null,
        claimedAt: enrolment.claimedAt?.toISOString() ?? null,
        withdrawal: enrolment.withdrawal
          ? { at: enrolment.withdrawal.at.toISOString(), reason: enrolment.withdrawal.reason }
          : null,
      })),
      progress: slugs.map((slug) => {
        const position = history.positions.find((p) => p.slug === slug && p.lastUnitId);
        return {
          content: slug,
          completed: history.completions
            .filter((completion) => completion.slug === slug)
            .map(({ unitId, completedAt }) => ({
              unitId,
              unit: unit(unitId),
              completedAt: completedAt.toISOString(),
            })),
          lastOpened: position?.lastUnitId
            ? {
                unitId: position.lastUnitId,
                unit: unit(position.lastUnitId),
                at: position.updatedAt.toISOString(),
              }
            : null,
        };
      }),
      certificates: certificates.map((certificate) => ({
        code: certificate._id,
        courseTitle: certificate.courseTitle,
        name: certificate.name,
        issuedOn: certificate.issuedOn,
        status: statusOf(certificate),
        revokedOn: certificate.revokedOn,
      })),
    };
    c.header('cache-control', 'private, no-store');
    return ok(c, { summary: summaryOf(data), data } satisfies MyDataPart);
  });
  return api;
}
