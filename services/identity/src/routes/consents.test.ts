import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { CONSENT_TEXT, type Consent, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { bearer, jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { identityApp, json } from '../test-app.ts';
import { ACCOUNT_CONSENT_STAYS, NO_SUCH_CONSENT } from './consents.ts';

const { app, database, get, signedIn } = await identityApp();
const put = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/identity/${path}`, {
    method: 'PUT',
    headers: { ...jsonHeaders, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const consentsOf = async (token: string) =>
  (await json(await get('consents', bearer(token)))).data as unknown as Consent[];
const stored = (userId: string) =>
  database.db
    .collection('consents')
    .find({ userId: new ObjectId(userId) })
    .toArray();

const { account, token } = await signedIn();
const user = await database.db.collection('users').findOne({ email: account.email });
const userId = String(user?._id);

describe('consents', () => {
  it('lists every purpose in order: the account consent given at sign-up under the notice in force', async () => {
    const response = await get('consents', bearer(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [accountConsent, news] = await consentsOf(token);
    expect(accountConsent).toEqual({
      purpose: 'account',
      text: CONSENT_TEXT.account,
      optional: false,
      given: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      givenAt: expect.any(String),
      withdrawnAt: null,
    });
    expect(news).toEqual({
      purpose: 'news',
      text: CONSENT_TEXT.news,
      optional: true,
      given: false,
      noticeVersion: null,
      givenAt: null,
      withdrawnAt: null,
    });
  });

  it('gives and withdraws an optional consent, each twice changing nothing more, with its history', async () => {
    const given = await put('consents/news', { given: true }, bearer(token));
    expect(given.status).toBe(200);
    const first = (await json(given)).data as unknown as Consent;
    expect(first).toMatchObject({ purpose: 'news', given: true, noticeVersion: PRIVACY_NOTICE_VERSION });
    const again = (await json(await put('consents/news', { given: true }, bearer(token)))).data;
    expect(again).toEqual(first);

    const withdrawn = (await json(await put('consents/news', { given: false }, bearer(token))))
      .data as unknown as Consent;
    expect(withdrawn).toMatchObject({
      given: false,
      givenAt: first.givenAt,
      withdrawnAt: expect.any(String),
    });
    expect((await json(await put('consents/news', { given: false }, bearer(token)))).data).toEqual(withdrawn);
    expect((await consentsOf(token))[1]).toEqual(withdrawn);

    const news = (await stored(userId)).find((doc) => doc.purpose === 'news');
    expect(news?.history.map((event: { action: string; by: string }) => [event.action, event.by])).toEqual([
      ['given', 'self'],
      ['withdrawn', 'self'],
    ]);
  });

  it('refuses to withdraw the account consent, an unknown purpose, a bad body and an anonymous caller', async () => {
    const before = await stored(userId);
    const accountChange = await put('consents/account', { given: false }, bearer(token));
    expect(accountChange.status).toBe(400);
    expect((await json(accountChange)).message).toBe(ACCOUNT_CONSENT_STAYS);

    const unknown = await put('consents/marketing', { given: true }, bearer(token));
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe(NO_SUCH_CONSENT);

    for (const payload of [{ given: 'yes' }, {}, 'not json']) {
      const invalid = await put('consents/news', payload, bearer(token));
      expect(invalid.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await json(await put('consents/news', { given: 'yes' }, bearer(token)))).errors).toHaveProperty(
      'given',
    );

    const anonymous = await put('consents/news', { given: true });
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).message).toBe(AUTH_REQUIRED);
    expect((await get('consents')).status).toBe(401);
    expect(await stored(userId)).toEqual(before);
  });

  it('counts an account from before consents were recorded as given when it was made, under no notice version', async () => {
    const older = await signedIn();
    const olderUser = await database.db.collection('users').findOne({ email: older.account.email });
    await database.db.collection('consents').deleteMany({ userId: olderUser?._id });
    const [accountConsent] = await consentsOf(older.token);
    expect(accountConsent).toMatchObject({
      purpose: 'account',
      given: true,
      noticeVersion: null,
      givenAt: olderUser?.createdAt.toISOString(),
      withdrawnAt: null,
    });
  });
});
