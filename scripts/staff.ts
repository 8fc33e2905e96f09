/**
 * `pnpm staff add EMAIL --role ROLE [--role ROLE…] [--name "First Last"]`: makes a staff account, or
 * gives an existing account the roles (its password stays). A new account's password comes from
 * STAFF_PASSWORD, else is asked on the terminal (not shown); its address counts as confirmed, since the
 * operator vouches for it. `pnpm staff list` shows the staff; `pnpm staff remove EMAIL` takes every role
 * away. Each change ends the member's sessions and is recorded in identity's audit log as "pnpm staff".
 * Connects like `pnpm keys`: MONGODB_URI, else the running site's database (DB_PORT); DB_NAME.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { CLI_ACTOR, rolesText, staffAccounts } from '../services/identity/src/lib/staff-accounts.ts';
import { usersRepo } from '../services/identity/src/repo/users.ts';
import { auditLog } from '../services/kit/src/audit.ts';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole, staffRoleSchema } from '../shared/contracts/src/staff.ts';
import { connectSiteDatabase } from './site-database.ts';

const USAGE = `usage: pnpm staff add EMAIL --role ROLE [--role ROLE…] [--name "First Last"]
       pnpm staff list
       pnpm staff remove EMAIL
roles: ${STAFF_ROLES.join(', ')}`;

function usage(problem?: string): never {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { role: { type: 'string', multiple: true }, name: { type: 'string' } },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
})();
const [command, email, ...extra] = parsed.positionals;
if (extra.length) usage(`unexpected: ${extra.join(' ')}`);
if (command === 'list' ? email : !email || !['add', 'remove'].includes(command ?? '')) usage();
const roles = (parsed.values.role ?? []).map((role) => {
  const known = staffRoleSchema.safeParse(role);
  return known.success ? known.data : usage(`unknown role: ${role}`);
});
if (command === 'add' && !roles.length) usage('add needs at least one --role');

/** STAFF_PASSWORD, else asked twice on the terminal without echo. */
async function password(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) usage('set STAFF_PASSWORD, or run this in a terminal to type the password');
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const ask = async (question: string) => {
    process.stdout.write(question);
    const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
    const answer = await reader.question('');
    reader.close();
    process.stdout.write('\n');
    return answer;
  };
  const first = await ask(`Password for ${email}: `);
  if ((await ask('Once more: ')) !== first) {
    console.error('The two passwords differ.');
    process.exit(1);
  }
  return first;
}

const describeRoles = (held: readonly StaffRole[]) => (held.length ? rolesText(held) : 'no roles');

// An empty MONGODB_URI means "not set" (as a caller clearing an inherited one writes it).
if (process.env.MONGODB_URI === '') delete process.env.MONGODB_URI;
const { client, stop } = await connectSiteDatabase({ startIfNone: false }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  const db = client.db(process.env.DB_NAME ?? 'aspire_identity');
  const users = usersRepo(db);
  const audit = auditLog(db, 'identity');
  // Identity builds the audit log's indexes at its start; the unique e-mail index must exist here.
  await users.init();
  const accounts = staffAccounts({ users, audit });
  if (command === 'list') {
    const members = await accounts.list();
    if (!members.length) console.log('nobody is on the staff yet: pnpm staff add EMAIL --role admin');
    for (const member of members)
      console.log(
        `${member.email}  ${member.firstName} ${member.lastName}  ${member.roles.map((role) => ROLE_LABELS[role]).join(', ')}` +
          `  ${member.secondFactor ? 'authenticator enrolled' : 'no authenticator yet'}`,
      );
  } else if (command === 'remove') {
    const user = await accounts.remove(CLI_ACTOR, String(email));
    console.log(`${user.email} is no longer on the staff; their staff sessions ended`);
  } else {
    const { user, created } = await accounts.add(
      CLI_ACTOR,
      { email: String(email), roles, name: parsed.values.name },
      password,
    );
    console.log(
      created
        ? `added ${user.email} (${user.firstName} ${user.lastName}) as ${describeRoles(user.roles ?? [])}; e-mail marked confirmed. Sign in at /staff: the first sign-in sets up the authenticator.`
        : `${user.email} now holds ${describeRoles(user.roles ?? [])}; password unchanged, sessions ended`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await stop();
}
