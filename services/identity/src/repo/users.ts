import { type Db, MongoServerError, ObjectId } from 'mongodb';

export type UserDoc = {
  _id: ObjectId;
  /** Always lower-cased: one account per address whatever its case. */
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  passwordHash: string;
  /** Bumped by sign-out and password reset; tokens carrying an older version are refused. */
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
};

export type NewUser = Pick<UserDoc, 'email' | 'firstName' | 'lastName' | 'mobileNumber' | 'passwordHash'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class DuplicateEmailError extends Error {}

/** The only code touching the `users` collection. */
export function usersRepo(db: Db) {
  const users = db.collection<UserDoc>('users');
  return {
    async init() {
      await users.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
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
            tokenVersion: 0,
            createdAt: now,
            updatedAt: now,
          },
        },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    /** Users who signed out or reset their password: id → the version a token must carry now. */
    async tokenVersions() {
      const moved = users.find({ tokenVersion: { $gt: 0 } }, { projection: { _id: 1, tokenVersion: 1 } });
      const versions: Record<string, number> = {};
      for await (const user of moved) versions[user._id.toHexString()] = user.tokenVersion;
      return versions;
    },
    /** Ends every session of the user: tokens signed before carry an older version. */
    bumpTokenVersion: (id: ObjectId) =>
      users.updateOne({ _id: id }, { $inc: { tokenVersion: 1 }, $set: { updatedAt: new Date() } }),
    setPassword: (id: ObjectId, passwordHash: string) =>
      users.updateOne(
        { _id: id },
        { $set: { passwordHash, updatedAt: new Date() }, $inc: { tokenVersion: 1 } },
      ),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
