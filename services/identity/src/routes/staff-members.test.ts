import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer, jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN } from '../lib/staff-accounts.ts';
import { ROLES_SUBJECT, WELCOME_SUBJECT } from '../mail/staff-mails.ts';
import { json, staffIdentityApp } from '../test-app.ts';

const identity = await staffIdentityApp();
const { app, post, get, account, login, staffSignIn, database } = identity;
const put = (path: string, payload: unknown, headers: Record<string, string>) =>
  app.request(`/api/identity/${path}`, {
    method: 'PUT',
    headers: { ...jsonHeaders, ...headers },
    body: JSON.stringify(payload),
  });

const admin = await account(['admin'], { firstName: 'Khadija', lastName: 'Admin' });
const adminToken = (await staffSignIn(admin)).token;
const admissions = await account(['admissions'], { firstName: 'Yusuf', lastName: 'Desk' });
const admissionsToken = (await staffSignIn(admissions)).token;
const learner = await account();
const learnerToken = (
  await json(await post('auth/user/login', { email: learner.email, password: learner.password }))
).data?.accessToken as string;
const idOf = async (email: string) => String((await database.db.collection('users').findOne({ email }))?._id);

// What the table's calls change: someone else, so the callers' own sessions go on.
const target = await account(['content']);
const memberId = await idOf(target.email);
describe('every staff route refuses who may not use it', () => {
  const routes: [
    string,
    (headers: Record<string, string>) => Response | Promise<Response>,
    'admin' | 'any',
  ][] = [
    ['GET /staff/directory', (h) => get('staff/directory', h), 'any'],
    ['GET /staff/members', (h) => get('staff/members', h), 'admin'],
    [
      'POST /staff/members',
      (h) => post('staff/members', { email: target.email, roles: ['content'] }, h),
      'admin',
    ],
    [
      'PUT /staff/members/:id/roles',
      (h) => put(`staff/members/${memberId}/roles`, { roles: ['content'] }, h),
      'admin',
    ],
    [
      'POST /staff/members/:id/reset-second-factor',
      (h) => post(`staff/members/${memberId}/reset-second-factor`, {}, h),
      'admin',
    ],
    ['GET /staff/audit', (h) => get('staff/audit', h), 'admin'],
  ];
  it.each(routes)(
    '%s: 401 anonymous, 403 learner and other roles, 200 with the role',
    async (_, call, role) => {
      expect((await call({})).status).toBe(401);
      const asLearner = await call(bearer(learnerToken));
      expect(asLearner.status).toBe(403);
      expect((await json(asLearner)).message).toBe(STAFF_ROLE_REQUIRED);
      if (role === 'admin') expect((await call(bearer(admissionsToken))).status).toBe(403);
      else expect((await call(bearer(admissionsToken))).status).toBe(200);
      expect((await call(bearer(adminToken))).status).toBe(200);
    },
  );
});

describe('staff members', () => {
  it('lists the staff for admins and the directory for any member of staff', async () => {
    const list = (await json(await get('staff/members', bearer(adminToken)))).data as unknown as Record<
      string,
      unknown
    >[];
    expect(list.find((member) => member.email === admissions.email)).toEqual({
      id: await idOf(admissions.email),
      email: admissions.email,
      firstName: 'Yusuf',
      lastName: 'Desk',
      roles: ['admissions'],
      secondFactor: true,
      lastSignInAt: expect.any(String),
    });
    expect(list.some((member) => member.email === learner.email)).toBe(false);
    const directory = (await json(await get('staff/directory', bearer(admissionsToken))))
      .data as unknown as unknown[];
    expect(directory).toContainEqual({
      id: await idOf(admin.email),
      name: 'Khadija Admin',
      email: admin.email,
      roles: ['admin'],
    });
  });

  it('creates an account for a new e-mail and mails it a link to set its password', async () => {
    const email = `new.staff.${Date.now()}@example.com`;
    const response = await post(
      'staff/members',
      { email, firstName: 'Sumayya', lastName: 'Noor', roles: ['shop', 'admissions'] },
      bearer(adminToken),
    );
    expect(response.status).toBe(201);
    expect((await json(response)).data).toMatchObject({
      email,
      roles: ['admissions', 'shop'],
      secondFactor: false,
    });
    const mail = await receivedMail(email, WELCOME_SUBJECT);
    expect(mail.Text).toContain('Assalamu alaikum Sumayya,');
    expect(mail.Text).toContain("You have been given access to Aspire's staff area as Admissions and Shop.");
    const link = /http:\/\/site\.test\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.Text)?.[0];
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(String(link)).searchParams.get('token') ?? '');
    const set = await post('auth/password/reset', {
      token,
      password: 'sumayya-chooses-this',
      confirmPassword: 'sumayya-chooses-this',
    });
    expect(set.status).toBe(200);
    expect((await login(email, 'sumayya-chooses-this')).body.data?.step).toBe('enrol');
  });

  it('refuses a new account without a name or roles, changing nothing', async () => {
    const email = `nameless.${Date.now()}@example.com`;
    const response = await post('staff/members', { email, roles: [] }, bearer(adminToken));
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).errors ?? {})).toEqual(['roles', 'firstName', 'lastName']);
    expect(await database.db.collection('users').findOne({ email })).toBeNull();
  });

  it('gives a known account its roles and tells them by mail', async () => {
    const known = await account();
    const response = await post(
      'staff/members',
      { email: known.email, roles: ['learning'] },
      bearer(adminToken),
    );
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ email: known.email, roles: ['learning'] });
    const mail = await receivedMail(known.email, ROLES_SUBJECT);
    expect(mail.Text).toContain("You have been given access to Aspire's staff area as Learning.");
  });

  it('ends the sessions of someone whose roles change: their token stops working', async () => {
    const member = await account(['content']);
    const { token } = await staffSignIn(member);
    expect((await get('me', bearer(token))).status).toBe(200);
    const changed = await put(
      `staff/members/${await idOf(member.email)}/roles`,
      { roles: ['content', 'shop'] },
      bearer(adminToken),
    );
    expect((await json(changed)).data?.roles).toEqual(['shop', 'content']);
    const refused = await get('me', bearer(token));
    expect(refused.status).toBe(401);
    expect((await json(refused)).message).toBe('jwt expired');
    const { token: next } = await staffSignIn(member);
    expect(decodeJwt(next).roles).toEqual(['shop', 'content']);
  });

  it('resets a lost authenticator: sessions end and the next staff sign-in enrols again', async () => {
    const member = await account(['shop']);
    const { token } = await staffSignIn(member);
    const reset = await post(
      `staff/members/${await idOf(member.email)}/reset-second-factor`,
      {},
      bearer(adminToken),
    );
    expect((await json(reset)).data?.secondFactor).toBe(false);
    expect((await get('me', bearer(token))).status).toBe(401);
    expect((await login(member.email, member.password)).body.data?.step).toBe('enrol');
  });

  it('keeps the last administrator: taking their role away is refused with 409', async () => {
    const own = await staffIdentityApp();
    const onlyAdmin = await own.account(['admin']);
    const { token } = await own.staffSignIn(onlyAdmin);
    const id = String((await own.database.db.collection('users').findOne({ email: onlyAdmin.email }))?._id);
    const refused = await own.app.request(`/api/identity/staff/members/${id}/roles`, {
      method: 'PUT',
      headers: { ...jsonHeaders, ...bearer(token) },
      body: JSON.stringify({ roles: ['admissions'] }),
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(LAST_ADMIN);
    expect((await own.get('me', bearer(token))).status).toBe(200);
    // With a second administrator, the first may step down.
    await own.post(
      'staff/members',
      { email: admissions.email, firstName: 'Y', lastName: 'D', roles: ['admin'] },
      bearer(token),
    );
    const allowed = await own.app.request(`/api/identity/staff/members/${id}/roles`, {
      method: 'PUT',
      headers: { ...jsonHeaders, ...bearer(token) },
      body: JSON.stringify({ roles: ['admissions'] }),
    });
    expect(allowed.status).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a malformed id', async () => {
    expect(
      (await put('staff/members/0123456789abcdef01234567/roles', { roles: [] }, bearer(adminToken))).status,
    ).toBe(404);
    expect((await put('staff/members/nope/roles', { roles: [] }, bearer(adminToken))).status).toBe(400);
    expect(
      (await put(`staff/members/${await idOf(admin.email)}/roles`, { roles: ['boss'] }, bearer(adminToken)))
        .status,
    ).toBe(400);
  });
});

describe('the audit log', () => {
  it('records grants, role changes and second-factor resets with who made them', async () => {
    const member = await account();
    const id = await idOf(member.email);
    await post('staff/members', { email: member.email, roles: ['admissions'] }, bearer(adminToken));
    await put(`staff/members/${id}/roles`, { roles: ['admissions', 'learning'] }, bearer(adminToken));
    await post(`staff/members/${id}/reset-second-factor`, {}, bearer(adminToken));
    await put(`staff/members/${id}/roles`, { roles: [] }, bearer(adminToken));
    const page = (
      await json(await get(`staff/audit?subjectKind=staff-member&subjectId=${id}`, bearer(adminToken)))
    ).data as unknown as { entries: Record<string, unknown>[] };
    const actor = { id: await idOf(admin.email), name: 'Khadija Admin', email: admin.email };
    expect(
      page.entries.map(({ action, changes, actor: by, service }) => ({ action, changes, by, service })),
    ).toEqual([
      {
        action: 'staff.removed',
        changes: { roles: { from: ['admissions', 'learning'], to: [] } },
        by: actor,
        service: 'identity',
      },
      {
        action: 'staff.second-factor-reset',
        changes: { secondFactor: { from: false, to: false } },
        by: actor,
        service: 'identity',
      },
      {
        action: 'staff.roles-changed',
        changes: { roles: { from: ['admissions'], to: ['admissions', 'learning'] } },
        by: actor,
        service: 'identity',
      },
      {
        action: 'staff.added',
        changes: { roles: { from: [], to: ['admissions'] } },
        by: actor,
        service: 'identity',
      },
    ]);
  });
});
