import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { dataMarks } from './data-marks.ts';

/** Services behind one proxy, answering `/api/<service>/changes` with `marks` (none: 503). */
const marks: Record<string, string | undefined> = {};
let asked = 0;
const server = createServer((request, response) => {
  asked += 1;
  const mark = marks[request.url!.split('/')[2]!];
  if (!mark) response.writeHead(503).end('{}');
  else response.writeHead(200).end(JSON.stringify({ success: true, data: { mark } }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => server.close());
const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

describe("the services' data marks", () => {
  it('are asked at most once a second for all requests, and say when each mark changed', async () => {
    let time = 5_000;
    const current = dataMarks(api, ['shop', 'info'], { now: () => time });
    marks.shop = 's1';
    marks.info = 'i1';
    const [first, again] = await Promise.all([current(), current()]);
    expect(first).toEqual({ shop: { mark: 's1', changedAt: 5_000 }, info: { mark: 'i1', changedAt: 5_000 } });
    expect(again).toBe(first);
    expect(asked).toBe(2);
    marks.shop = 's2';
    time += 999;
    expect(await current()).toBe(first);
    time += 1;
    expect(await current()).toEqual({
      shop: { mark: 's2', changedAt: 6_000 },
      info: { mark: 'i1', changedAt: 5_000 },
    });
    marks.info = undefined;
    time += 1_000;
    expect((await current()).info).toBeUndefined();
  });
});
