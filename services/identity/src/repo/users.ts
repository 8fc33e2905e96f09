import { STAFF_ROLES, type StaffRole } from '@aspire/contracts/staff';
import { ApiError } from '@aspire/service-kit';
import { leases } from '@aspire/service-kit/lease';
import type { Sealed } from '@aspire/service-kit/seal';
import { type Db, MongoServerError, ObjectId } from 'mongodb';

/**
 * A staff member's authenticator (TOTP): its secret sealed at rest, pending until the first valid code,
 * the last time step a code was accepted in (each step's code works once) and the recovery codes left
 * (keyed hashes; each works once).
 */
export type SecondFactorDoc = {
  secret: Sealed;
  enrolledAt: Date | null;
  lastStep: number;
  recoveryCodes: string[];
};

export type UserDoc = {
  _id: ObjectId;
  /** Always lower-cased: one account per address whatever its case. */
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  passwordHash: string;
  /** Bumped by sign-out and password reset or change; tokens carrying an older version are refused. */
  tokenVersion: number;
  /** When `tokenVersion` last moved (absent while it is 0), for the other services' revocation list. */
  tokenVersionChangedAt?: Date;
  /** Set once the owner followed a confirmation link; an account from before the field is unconfirmed. */
  emailVerified?: boolean;
  /** Staff roles; none (or absent) for everyone else. */
  roles?: StaffRole[];
  secondFactor?: SecondFactorDoc;
  /** The last sign-in that passed the second factor. */
  lastStaffSignInAt?: Date;
  /** Set when the account was erased: the document keeps no name, address or password. */
  erasedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
};

export type NewUser = Pick<UserDoc, 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'passwordHash'> &
  Pick<UserDoc, 'emailVerified' | 'roles'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class DuplicateEmailError extends Error {}

/** What an erased account holds where its address was: unique, and no address anyone can type. */
export const erasedAddress = (id: ObjectId) => `erased:${id.toHexString()}`;

/** The only code touching the `users` collection. */
/** Two changes of who is an administrator at once: the second waits, then is refused with this. */
export const STAFF_CHANGE_BUSY = 'Another change to the administrators is being made: try again in a moment';

export function usersRepo(db: Db) {
  const users = db.collection<UserDoc>('users');
  const adminChanges = leases(db, 'staff_leases', {
    leaseMs: 10_000,
    waitMs: 3_000,
    busy: new ApiError(503, STAFF_CHANGE_BUSY),
  });
  return {
    async init() {
      await users.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
      await users.createIndex({ tokenVersionChangedAt: 1 }, { name: 'token_version_changed' });
      await users.createIndex({ roles: 1 }, { name: 'roles' });
    },
    findByEmail: (email: string) => users.findOne({ email: normaliseEmail(email) }),
    findById: (id: string) =>
      ObjectId.isValid(id) ? users.findOne({ _id: new ObjectId(id) }) : Promise.resolve(null),
    async create(user: NewUser): Promise<UserDoc> {
      const now = new Date();
      const doc: UserDoc = {
        _id: new ObjectId(),
        ...user,
        email: normaliseEmail(user.email),
        emailVerified: user.emailVerified ?? false,
        tokenVersion: 0,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await users.insertOne(doc);
      } catch (error) {
        if (error instanceof MongoServerError && error.code === 11000) throw new DuplicateEmailError();
        throw error;
      }
      return doc;
    },
    /** Inserts the account only when no account has this email; never touches an existing one. */
    async insertIfMissing(user: NewUser) {
      const now = new Date();
      const { passwordHash, ...rest } = user;
      const result = await users.updateOne(
        { email: normaliseEmail(user.email) },
        {
          $setOnInsert: {
            ...rest,
            email: normaliseEmail(user.email),
            passwordHash,
            emailVerified: user.emailVerified ?? false,
            tokenVersion: 0,
            createdAt: now,
            updatedAt: now,
          },
        },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    /**
     * Users whose token version moved at or after `since` (every user whose version ever moved when
     * `since` is 0): id → the version a token must carry now.
     */
    async versionsChangedSince(since: Date) {
      const filter =
        since.getTime() === 0 ? { tokenVersion: { $gt: 0 } } : { tokenVersionChangedAt: { $gte: since } };
      const moved = users.find(filter, { projection: { _id: 1, tokenVersion: 1 } });
      const versions: Record<string, number> = {};
      for await (const user of moved) versions[user._id.toHexString()] = user.tokenVersion;
      return versions;
    },
    /** Ends every session of the user: tokens signed before carry an older version. */
    bumpTokenVersion: (id: ObjectId) => {
      const now = new Date();
      return users.updateOne(
        { _id: id },
        { $inc: { tokenVersion: 1 }, $set: { updatedAt: now, tokenVersionChangedAt: now } },
      );
    },
    /** A new password, which ends every session; answers the user as it is now. */
    setPassword: (id: ObjectId, passwordHash: string) => {
      const now = new Date();
      return users.findOneAndUpdate(
        { _id: id },
        { $set: { passwordHash, updatedAt: now, tokenVersionChangedAt: now }, $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      );
    },
    /** Records that the owner confirmed the address; answers the user as it is now. */
    markEmailVerified: (id: ObjectId) =>
      users.findOneAndUpdate(
        { _id: id },
        { $set: { emailVerified: true, updatedAt: new Date() } },
        { returnDocument: 'after' },
      ),
    /** Everyone holding a staff role, by name. */
    staff: () =>
      users
        .find({ roles: { $in: [...STAFF_ROLES] } })
        .sort({ firstName: 1, lastName: 1, email: 1 })
        .toArray(),
    /** Runs `work` while no other request on any instance changes who is an administrator. */
    holdingAdmins: <T>(work: () => Promise<T>) => adminChanges.exclusively('admins', work),
    /** How many others hold `role` (the last admin may not lose the role). */
    countWithRole: (role: StaffRole, except: ObjectId) =>
      users.countDocuments({ roles: role, _id: { $ne: except } }),
    /** New roles, which end every session (tokens carry the old ones); answers the user as it is now. */
    setRoles: (id: ObjectId, roles: StaffRole[]) => {
      const now = new Date();
      return users.findOneAndUpdate(
        { _id: id },
        { $set: { roles, updatedAt: now, tokenVersionChangedAt: now }, $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      );
    },
    /** Starts enrolling an authenticator (replacing a pending one, never an enrolled one). */
    startEnrolment: (id: ObjectId, secret: Sealed) =>
      users.updateOne(
        { _id: id, 'secondFactor.enrolledAt': { $in: [null] } },
        { $set: { secondFactor: { secret, enrolledAt: null, lastStep: 0, recoveryCodes: [] } } },
      ),
    /**
     * Accepts a code of time step `step` once: true only for the first use of a step later than any
     * used before (a replayed code is refused even within its window).
     */
    async useStep(id: ObjectId, step: number) {
      const result = await users.updateOne(
        { _id: id, 'secondFactor.lastStep': { $lt: step } },
        { $set: { 'secondFactor.lastStep': step } },
      );
      return result.modifiedCount === 1;
    },
    /** The first valid code completes an enrolment, with the recovery codes' hashes. */
    completeEnrolment: (id: ObjectId, recoveryCodes: string[], at: Date) =>
      users.updateOne(
        { _id: id, 'secondFactor.enrolledAt': null },
        { $set: { 'secondFactor.enrolledAt': at, 'secondFactor.recoveryCodes': recoveryCodes } },
      ),
    /** Uses up one recovery code: true only when it was still there. */
    async useRecoveryCode(id: ObjectId, hash: string) {
      const result = await users.updateOne(
        { _id: id, 'secondFactor.recoveryCodes': hash },
        { $pull: { 'secondFactor.recoveryCodes': hash } },
      );
      return result.modifiedCount === 1;
    },
    /** Forgets the authenticator (the next staff sign-in enrols a new one) and ends every session. */
    resetSecondFactor: (id: ObjectId) => {
      const now = new Date();
      return users.findOneAndUpdate(
        { _id: id },
        {
          $unset: { secondFactor: '' },
          $set: { updatedAt: now, tokenVersionChangedAt: now },
          $inc: { tokenVersion: 1 },
        },
        { returnDocument: 'after' },
      );
    },
    recordStaffSignIn: (id: ObjectId, at: Date) =>
      users.updateOne({ _id: id }, { $set: { lastStaffSignInAt: at } }),
    /** The owner's corrections of their details; answers the user as it is now. */
    correct: (id: ObjectId, change: Partial<Pick<UserDoc, 'firstName' | 'lastName' | 'mobileNumber'>>) =>
      users.findOneAndUpdate(
        { _id: id, erasedAt: { $exists: false } },
        { $set: { ...change, updatedAt: new Date() } },
        { returnDocument: 'after' },
      ),
    /**
     * Erases the account, once: no name, mobile or password, an address that is not one (nobody signs in
     * with it or finds it, and it is free for a new account), no roles or second factor, every session
     * ended. True when this call erased it.
     */
    async erase(id: ObjectId, at: Date) {
      const result = await users.updateOne(
        { _id: id, erasedAt: { $exists: false } },
        {
          $set: {
            email: erasedAddress(id),
            firstName: '',
            lastName: '',
            mobileNumber: '',
            passwordHash: '',
            emailVerified: false,
            roles: [],
            erasedAt: at,
            updatedAt: at,
            tokenVersionChangedAt: at,
          },
          $unset: { secondFactor: '', lastStaffSignInAt: '' },
          $inc: { tokenVersion: 1 },
        },
      );
      return result.modifiedCount === 1;
    },
    /** The same password hashed at today's cost; sessions go on. */
    rehash: (id: ObjectId, passwordHash: string) =>
      users.updateOne({ _id: id }, { $set: { passwordHash, updatedAt: new Date() } }),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
