import type { Db } from 'mongodb';
import { SEED_ENROLMENTS, type SeedEnrolment } from '../seed/learners.ts';

export type StoredEnrolment = {
  email: string;
  slug: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
};

/** Which learner (by lower-cased e-mail, as the token carries it) is enrolled in which course slug. */
export function enrolmentsRepo(db: Db) {
  const enrolments = db.collection<StoredEnrolment>('enrolments');
  const projection = { _id: 0 } as const;
  return {
    async init() {
      await enrolments.createIndex({ email: 1, slug: 1 }, { unique: true });
    },
    /** Enrols a learner; an existing enrolment (same learner and course) is left exactly as it is. */
    async enrol(enrolment: Omit<StoredEnrolment, 'createdAt'>) {
      const email = enrolment.email.toLowerCase();
      await enrolments
        .updateOne(
          { email, slug: enrolment.slug },
          { $setOnInsert: { ...enrolment, email, createdAt: new Date() } },
          { upsert: true },
        )
        .catch((error) => {
          if ((error as { code?: number }).code !== 11000) throw error;
        });
    },
    async seed(seed: SeedEnrolment[] = SEED_ENROLMENTS) {
      for (const { email, slug, startDate, endDate } of seed)
        await this.enrol({ email, slug, startDate, endDate });
    },
    find: (email: string, slug: string) => enrolments.findOne({ email, slug }, { projection }),
    listFor: (email: string) =>
      enrolments.find({ email }, { projection }).sort({ startDate: 1, slug: 1 }).toArray(),
  };
}
export type EnrolmentsRepo = ReturnType<typeof enrolmentsRepo>;
