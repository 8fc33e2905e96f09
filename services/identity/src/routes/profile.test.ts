import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { INVALID_PHONE } from '@aspire/contracts/phone';
import { bearer, jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { identityApp, json } from '../test-app.ts';

const { app, database, get, signedIn } = await identityApp();
const patch = (payload: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/identity/me', {
    method: 'PATCH',
    headers: { ...jsonHeaders, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const { account, token } = await signedIn();
const users = database.db.collection('users');
const audit = database.db.collection('audit_log');
const userId = String((await users.findOne({ email: account.email }))?._id);
const corrections = () => audit.find({ action: 'account.corrected', 'subject.id': userId }).toArray();

describe('correcting my details', () => {
  it('corrects the name and mobile, answers the profile as GET /me does, and logs the fields only', async () => {
    const response = await patch({ lastName: ' Nazir ', mobileNumber: '98400 12345' }, bearer(token));
    expect(response.status).toBe(200);
    const profile = (await json(response)).data;
    expect(profile).toEqual({
      firstName: 'Fatima',
      lastName: 'Nazir',
      email: account.email,
      mobileNumber: '+919840012345',
      emailVerified: false,
      roles: [],
    });
    // The session goes on with a token carrying the corrected details.
    const renewed = response.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    expect((await json(await get('me', bearer(renewed)))).data).toEqual(profile);
    expect((await json(await get('me', bearer(token)))).data).toEqual(profile);

    const [entry, ...more] = await corrections();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: { id: userId, name: 'The account holder', email: '' },
      subject: { kind: 'account', id: userId },
      note: 'Corrected: last name, mobile number',
    });
    const logged = JSON.stringify(entry);
    for (const value of ['Nazir', '98400', account.email]) expect(logged).not.toContain(value);
  });

  it('changes and logs nothing when the values are already those', async () => {
    const response = await patch({ firstName: 'Fatima' }, bearer(token));
    expect(response.status).toBe(200);
    expect((await corrections()).length).toBe(1);
  });

  it('refuses invalid details with field errors, changing nothing', async () => {
    const before = await users.findOne({ email: account.email });
    const cases: [unknown, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: 'x'.repeat(61) }, 'lastName', 'Last name is too long'],
      [{ firstName: 'Amina', mobileNumber: '12' }, 'mobileNumber', INVALID_PHONE],
      [{}, '_', 'Nothing to change'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patch(payload, bearer(token));
      expect(response.status, field).toBe(400);
      expect((await json(response)).errors?.[field], field).toBe(message);
    }
    expect(await users.findOne({ email: account.email })).toEqual(before);
    expect((await corrections()).length).toBe(1);
  });

  it('refuses an anonymous caller', async () => {
    const response = await patch({ firstName: 'Amina' });
    expect(response.status).toBe(401);
    expect((await json(response)).message).toBe(AUTH_REQUIRED);
  });
});
