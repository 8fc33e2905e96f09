import { auditLog } from '@aspire/service-kit/audit';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { usersRepo } from '../repo/users.ts';
import { TOO_COMMON } from './common-passwords.ts';
import { verifyPassword } from './passwords.ts';
import { CLI_ACTOR, LAST_ADMIN, STAFF_PASSWORD_SHORT, splitName, staffAccounts } from './staff-accounts.ts';

const database = await testDatabase();
const users = usersRepo(database.db);
const audit = auditLog(database.db, 'identity');
await Promise.all([users.init(), audit.init()]);
const accounts = staffAccounts({ users, audit });
const PASSWORD = 'a-long-staff-passphrase';

describe('pnpm staff, as the script calls it', () => {
  it('creates an account with the password given, its address confirmed, and records it', async () => {
    const { user, created } = await accounts.add(
      CLI_ACTOR,
      { email: 'Mariam.Rahman@Example.com', roles: ['admissions'], name: 'Mariam Rahman' },
      async () => PASSWORD,
    );
    expect(created).toBe(true);
    expect(user).toMatchObject({
      email: 'mariam.rahman@example.com',
      firstName: 'Mariam',
      lastName: 'Rahman',
      roles: ['admissions'],
      emailVerified: true,
    });
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    const [entry] = await audit.forSubject('staff-member', user._id.toHexString());
    expect(entry).toMatchObject({
      actor: CLI_ACTOR,
      action: 'staff.added',
      changes: { roles: { from: [], to: ['admissions'] } },
    });
  });

  it('promotes an existing account: roles added, password untouched (not even asked), sessions ended', async () => {
    const existing = await users.create({
      email: 'yusuf@example.com',
      firstName: 'Yusuf',
      lastName: 'Ali',
      mobileNumber: '+919876543210',
      passwordHash: 'kept',
      roles: ['shop'],
    });
    const { user, created } = await accounts.add(
      CLI_ACTOR,
      { email: 'yusuf@example.com', roles: ['admin'] },
      () => Promise.reject(new Error('no password should be asked for')),
    );
    expect(created).toBe(false);
    expect(user.roles).toEqual(['admin', 'shop']);
    expect(user.passwordHash).toBe('kept');
    expect(user.tokenVersion).toBe(existing.tokenVersion + 1);
  });

  it('refuses a short or common password, making nothing', async () => {
    const add = (password: string) =>
      accounts.add(CLI_ACTOR, { email: 'weak@example.com', roles: ['content'] }, async () => password);
    await expect(add('short-pass1')).rejects.toThrow(STAFF_PASSWORD_SHORT);
    await expect(add('password1234')).rejects.toThrow(TOO_COMMON);
    expect(await users.findByEmail('weak@example.com')).toBeNull();
  });

  it('lists and removes staff, keeping the last administrator', async () => {
    expect((await accounts.list()).map((member) => member.email)).toEqual(
      expect.arrayContaining(['mariam.rahman@example.com', 'yusuf@example.com']),
    );
    await expect(accounts.remove(CLI_ACTOR, 'yusuf@example.com')).rejects.toThrow(LAST_ADMIN);
    const removed = await accounts.remove(CLI_ACTOR, 'mariam.rahman@example.com');
    expect(removed.roles).toEqual([]);
    expect((await accounts.list()).map((member) => member.email)).not.toContain('mariam.rahman@example.com');
  });

  it('names a new account from its address when no name is given', () => {
    expect(splitName(undefined, 'sara.khan@example.com')).toEqual({ firstName: 'Sara', lastName: 'Khan' });
    expect(splitName('  Abdul  Rahman Qadri ', 'x@example.com')).toEqual({
      firstName: 'Abdul',
      lastName: 'Rahman Qadri',
    });
  });
});

describe('the last administrator', () => {
  it('stays when two administrators take the role from each other at the same moment', async () => {
    const own = await testDatabase();
    const ownUsers = usersRepo(own.db);
    await ownUsers.init();
    const ownAccounts = staffAccounts({ users: ownUsers, audit: auditLog(own.db, 'identity') });
    const admin = (email: string) =>
      ownUsers.create({
        email,
        firstName: 'Admin',
        lastName: email,
        mobileNumber: '+919876543210',
        passwordHash: 'x',
        roles: ['admin'],
      });
    const [hafsa, idris] = await Promise.all([admin('hafsa@example.com'), admin('idris@example.com')]);

    const outcomes = await Promise.allSettled([
      ownAccounts.setRoles(CLI_ACTOR, hafsa, ['shop']),
      ownAccounts.setRoles(CLI_ACTOR, idris, ['shop']),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toMatchObject({
      message: LAST_ADMIN,
    });
    expect(await ownUsers.countWithRole('admin', new ObjectId())).toBe(1);
  });
});
