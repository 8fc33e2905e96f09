import { type Db, MongoServerError, ObjectId } from 'mongodb';

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
  createdAt: Date;
  updatedAt: Date;
};

export type NewUser = Pick<UserDoc, 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'passwordHash'> &
  Pick<UserDoc, 'emailVerified'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class DuplicateEmailError extends Error {}

/** The only code touching the `users` collection. */
export function usersRepo(db: Db) {
  const users = db.collection<UserDoc>('users');
  return {
    async init() {
      await users.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
      await users.createIndex({ tokenVersionChangedAt: 1 }, { name: 'token_version_changed' });
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
    /** The same password hashed at today's cost; sessions go on. */
    rehash: (id: ObjectId, passwordHash: string) =>
      users.updateOne({ _id: id }, { $set: { passwordHash, updatedAt: new Date() } }),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
