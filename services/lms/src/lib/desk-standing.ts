import type { EnrolmentState } from '@aspire/contracts/learning-desk';
import { ERASED } from '@aspire/contracts/privacy';
import type { ObjectId } from 'mongodb';
import { standing } from './progress.ts';

/** What a course's numbers count: enrolments not withdrawn; of those, invited, complete, certified, waiting. */
export type CourseCounts = {
  enrolled: number;
  invited: number;
  completed: number;
  certified: number;
  awaitingSignOff: number;
};
export const COUNTED = ['enrolled', 'invited', 'completed', 'certified', 'awaitingSignOff'] as const;
export const noCounts = (): CourseCounts => ({
  enrolled: 0,
  invited: 0,
  completed: 0,
  certified: 0,
  awaitingSignOff: 0,
});

/** How far a learner is, as the desk's progress filter asks. */
export type ProgressStage = 'not-started' | 'in-progress' | 'complete';

/**
 * An enrolment's standing as the desk reads it, kept beside the enrolment (never typed by hand: always
 * made from its progress, certificate and course by `standingOf`), so that the desk's lists and numbers
 * read a page and a sum instead of a course's every completion.
 */
export type KeptStanding = {
  /** Units of the content's units now that the learner completed, of `units`. */
  completedUnits: number;
  units: number;
  /** When the learner last completed a unit (of any version of the content). */
  lastActivityAt: Date | null;
  stage: ProgressStage;
  awaitingSignOff: boolean;
  /** The list's order: the name as shown (case and accents folded), then the address and the id. */
  listKey: string;
  /** What this enrolment adds to its course's numbers (0 or 1 each). */
  counted: CourseCounts;
};

/**
 * What the repos that change an enrolment, its progress or its certificate call after each change: the
 * desk's keeper (`repo/desk-standing.ts`), which reads them in turn.
 */
export type StandingKeeper = {
  /** Keeps these enrolments' standings again. */
  keep(ids: ObjectId[]): Promise<void>;
  /**
   * Makes a change to this progress (address, content) and keeps the standings of the enrolments it
   * counts for: they are marked owed a keep first, so a process that stops in between leaves the mark,
   * and the keeper's sweep keeps them.
   */
  changeProgress<T>(email: string, slug: string, change: () => Promise<T>): Promise<T>;
  /**
   * Marks these enrolments as owed a keep, before a change kept elsewhere (their certificate): a process
   * that stops before the keep leaves the mark, and the keeper's sweep keeps them.
   */
  owe(ids: ObjectId[]): Promise<void>;
};

/**
 * What a change to an enrolment itself writes with it (in the same update): the keep it owes, until a
 * keep of the enrolment as changed clears it.
 */
export const owedMark = (at: Date) => ({ keepOwedAt: at });

/** The enrolment's own fields a standing is made from. */
export type StandingEnrolment = {
  _id: ObjectId;
  email: string;
  name?: string;
  state: EnrolmentState;
  erasedAt?: Date;
  /** When a change was made that its standing is not yet kept for (see `owedMark`). */
  keepOwedAt?: Date;
};

/** What else a standing is made from: the course's sign-off, its content now, progress, certificate. */
export type StandingFacts = {
  requiresSignOff: boolean;
  units: number;
  completedUnits: number;
  lastActivityAt: Date | null;
  certificate: 'valid' | 'revoked' | null;
};

/** The name and address an enrolment shows: an erased one keeps neither. */
export const shownAs = ({ name, email, erasedAt }: Pick<StandingEnrolment, 'name' | 'email' | 'erasedAt'>) =>
  erasedAt ? { name: ERASED, email: '' } : { name: name ?? email, email };

/** What separates the words the desk's search finds the start of: anything but a letter or a digit. */
const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** Sorts before any character of a name or address, so "Ali" comes before "Ali Khan". */
const KEY_SEPARATOR = '\u0001';
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The words of the name and address a list key holds (case and accents folded), each once: the
 * enrolment's entries for the desk's search, which finds the start of a word.
 */
export function searchWordsOf(listKey: string) {
  const [name = '', email = ''] = listKey.split(KEY_SEPARATOR);
  return [...new Set(`${name} ${email}`.split(WORD_BREAK).filter(Boolean))];
}

/**
 * The words of a search, folded as the entries are, each once, in its order: a search matches from the
 * start of a word on, so whatever it matches has an entry starting with each.
 */
export const searchTermsOf = (q: string) => [...new Set(fold(q).split(WORD_BREAK).filter(Boolean))];

/** An enrolment's standing from its own fields and its facts now: the one way a standing is made. */
export function standingOf(enrolment: StandingEnrolment, facts: StandingFacts): KeptStanding {
  const { status, completedCount } = standing(facts.completedUnits, facts.units);
  const complete = status === 'completed';
  const awaitingSignOff = complete && facts.requiresSignOff && facts.certificate === null;
  const current = enrolment.state !== 'withdrawn';
  const shown = shownAs(enrolment);
  return {
    completedUnits: completedCount,
    units: facts.units,
    lastActivityAt: facts.lastActivityAt,
    stage: complete ? 'complete' : completedCount === 0 ? 'not-started' : 'in-progress',
    awaitingSignOff,
    listKey: [fold(shown.name), shown.email, enrolment._id.toHexString()].join(KEY_SEPARATOR),
    counted: {
      enrolled: current ? 1 : 0,
      invited: current && enrolment.state === 'invited' ? 1 : 0,
      completed: current && complete ? 1 : 0,
      certified: current && facts.certificate === 'valid' ? 1 : 0,
      awaitingSignOff: current && awaitingSignOff ? 1 : 0,
    },
  };
}
