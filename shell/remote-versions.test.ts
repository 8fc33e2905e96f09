import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTES, type RemoteName } from '@aspire/config/site-map';
import { afterAll, describe, expect, it } from 'vitest';
import { pinnedManifest, pinnedServerManifest, remoteVersions } from './remote-versions.ts';

/** Remotes on one server, each in its own folder, answering `version.json` as `answers` says. */
const answers: Record<string, { status: number; body: string }> = {};
const server = createServer((request, response) => {
  const answer = answers[request.url!] ?? { status: 404, body: '{}' };
  response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => server.close());
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const manifests = Object.fromEntries(
  REMOTES.map((remote) => [remote, `${origin}/${remote}/mf-manifest.json`]),
) as Record<RemoteName, string>;
const deploy = (remote: RemoteName, version: string) => {
  answers[`/${remote}/version.json`] = { status: 200, body: JSON.stringify({ version }) };
};

describe("the remotes' versions", () => {
  it('names a manifest of one version that stays, beside the newest, web and server', () => {
    const newest = 'https://info.aspirecollege.in/mf-manifest.json';
    expect(pinnedManifest(newest, 'ab12cd34ef56ab78')).toBe(
      'https://info.aspirecollege.in/mf-manifest.ab12cd34ef56ab78.json',
    );
    expect(pinnedServerManifest(newest, 'ab12cd34ef56ab78')).toBe(
      'https://info.aspirecollege.in/server/mf-manifest.ab12cd34ef56ab78.json',
    );
    expect(pinnedManifest(newest, undefined)).toBe(newest);
    expect(pinnedServerManifest(newest, undefined)).toBe(
      'https://info.aspirecollege.in/server/mf-manifest.json',
    );
  });

  it('follows a redeploy, keeps the last version of a remote that is away, and pins none it never saw', async () => {
    let time = 0;
    const versions = remoteVersions(manifests, { everyMs: 1_000, now: () => time });
    deploy('info', 'aaaaaaaaaaaaaaaa');
    deploy('shop', '1111111111111111');
    answers['/catalog/version.json'] = { status: 200, body: '{"version":"../../x"}' };
    const first = await versions();
    expect(first.versions).toEqual({ info: 'aaaaaaaaaaaaaaaa', shop: '1111111111111111' });
    expect(first.key).toBe('catalog@newest shop@1111111111111111 lms@newest info@aaaaaaaaaaaaaaaa');
    // Asked again only once a second has passed.
    deploy('info', 'bbbbbbbbbbbbbbbb');
    expect(await versions()).toBe(first);
    time += 1_000;
    expect((await versions()).versions.info).toBe('bbbbbbbbbbbbbbbb');
    answers['/info/version.json'] = { status: 503, body: '{}' };
    time += 1_000;
    expect((await versions()).versions.info).toBe('bbbbbbbbbbbbbbbb');
  });
});
