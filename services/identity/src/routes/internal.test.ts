import { bearer } from '@aspire/service-kit/testing/fixtures';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { identityApp, json } from '../test-app.ts';

const { app, post, get, signedIn } = await identityApp();
type Versions = { versions: Record<string, number>; asOf: number };
const versions = async (since: number | string) => {
  const response = await app.request(`/internal/token-versions?since=${since}`);
  const body = await json(response);
  return { response, body, data: body.data as Versions | undefined };
};

describe('token versions, service to service', () => {
  it('answers the versions that moved since a time, with the time to ask from next', async () => {
    const { token } = await signedIn();
    const userId = String(decodeJwt(token).sub);
    const before = await versions(0);
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get('cache-control')).toBe('no-store');
    const asOf = before.data?.asOf ?? 0;
    expect(before.data?.versions[userId]).toBeUndefined();

    await post('auth/logout', {}, bearer(token));
    const after = (await versions(asOf)).data;
    expect(after?.versions).toEqual({ [userId]: 1 });
    expect(after?.asOf).toBeGreaterThanOrEqual(asOf);
    // Asked from its own asOf, nothing has moved since.
    expect((await versions((after?.asOf ?? 0) + 1)).data?.versions).toEqual({});
    // Asked from 0, every version that ever moved.
    expect((await versions(0)).data?.versions[userId]).toBe(1);
  });

  it('is not under /api/ (the public proxy only forwards /api/), nor in the OpenAPI document', async () => {
    expect((await get('.well-known/token-versions.json')).status).toBe(404);
    expect((await get('internal/token-versions?since=0')).status).toBe(404);
    const document = JSON.stringify(await (await get('openapi.json')).json());
    expect(document).not.toContain('token-versions');
  });

  it('refuses a since that is not epoch milliseconds with a 400 naming it', async () => {
    for (const since of ['yesterday', '-5', '1.5', '']) {
      const { response, body } = await versions(since);
      expect(response.status, since).toBe(400);
      expect(body.errors, since).toHaveProperty('since');
    }
  });
});
