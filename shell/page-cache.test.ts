import { describe, expect, it } from 'vitest';
import type { ServiceMarks } from './data-marks.ts';
import { pageCache, type Rendered } from './page-cache.ts';

/** A clock the test moves, and a render that draws the data it is given and counts its calls. */
function setUp(options: Parameters<typeof pageCache>[0] = {}) {
  let time = 100_000;
  const cache = pageCache<string>({ now: () => time, ...options });
  let renders = 0;
  const data = { price: '₹540' };
  const render = async (reads = ['shop'], bytes = 100): Promise<Rendered<string>> => {
    renders += 1;
    return { answer: `<p>${data.price}</p>`, keep: { reads, bytes } };
  };
  const marks = (shop = 'm1', info = 'i1', changedAt = 0): ServiceMarks => ({
    shop: { mark: shop, changedAt },
    info: { mark: info, changedAt },
  });
  return {
    cache,
    data,
    marks,
    render,
    renders: () => renders,
    tick: (ms: number) => {
      time += ms;
    },
    now: () => time,
  };
}

describe('the page cache', () => {
  it('sends a page again while the data it read is unchanged, and renders it afresh once a mark changes', async () => {
    const { cache, data, marks, render, renders } = setUp();
    const ask = (m: ServiceMarks) =>
      cache.page('/shop', { versions: 'v1', marks: m, render: () => render() });
    expect(await ask(marks())).toEqual({ answer: '<p>₹540</p>', hit: false });
    data.price = '₹499';
    // A service the page did not read changed: still true.
    expect(await ask(marks('m1', 'i2'))).toEqual({ answer: '<p>₹540</p>', hit: true });
    // The shop's data changed: never the old price again.
    expect(await ask(marks('m2', 'i2'))).toEqual({ answer: '<p>₹499</p>', hit: false });
    expect(await ask(marks('m2', 'i2'))).toEqual({ answer: '<p>₹499</p>', hit: true });
    expect(renders()).toBe(2);
  });

  it('renders again for new remote versions and past the longest age', async () => {
    const { cache, marks, render, renders, tick } = setUp({ maxAgeMs: 60_000 });
    const ask = (versions: string) =>
      cache.page('/events', { versions, marks: marks(), render: () => render() });
    await ask('v1');
    expect((await ask('v1')).hit).toBe(true);
    expect((await ask('v2')).hit).toBe(false);
    tick(59_000);
    expect((await ask('v2')).hit).toBe(true);
    tick(1_000);
    expect((await ask('v2')).hit).toBe(false);
    expect(renders()).toBe(3);
  });

  it('lets requests for a page not kept share one render, unless they see other marks', async () => {
    const { cache, marks, render, renders } = setUp();
    const ask = (m: ServiceMarks) =>
      cache.page('/shop', { versions: 'v1', marks: m, render: () => render() });
    const answers = await Promise.all([ask(marks()), ask(marks()), ask(marks())]);
    expect(answers.map(({ hit }) => hit)).toEqual([false, false, false]);
    expect(renders()).toBe(1);
    // A request that has seen a newer mark does not take a render begun before it.
    await Promise.all([ask(marks('m3')), ask(marks('m4'))]);
    expect(renders()).toBe(3);
  });

  it('keeps no failed render, and no page read from a service whose marks could not be read', async () => {
    const { cache, marks, render, renders } = setUp();
    const failed = async (): Promise<Rendered<string>> => ({ answer: 'failed' });
    expect(await cache.page('/a', { versions: 'v1', marks: marks(), render: failed })).toEqual({
      answer: 'failed',
      hit: false,
    });
    expect((await cache.page('/a', { versions: 'v1', marks: marks(), render: () => render() })).hit).toBe(
      false,
    );
    const shopAway = { ...marks(), shop: undefined };
    await cache.page('/b', { versions: 'v1', marks: shopAway, render: () => render() });
    expect((await cache.page('/b', { versions: 'v1', marks: marks(), render: () => render() })).hit).toBe(
      false,
    );
    // A kept page stays while its service cannot be asked: nothing can have changed through it.
    expect((await cache.page('/b', { versions: 'v1', marks: shopAway, render: () => render() })).hit).toBe(
      true,
    );
    expect(renders()).toBe(3);
  });

  it('keeps a page rendered just after a change only until every instance of the service has seen it', async () => {
    const { cache, marks, render, tick, now } = setUp({ serviceLagMs: 1_000 });
    const changed = marks('m2', 'i1', now() - 400);
    const ask = () => cache.page('/shop', { versions: 'v1', marks: changed, render: () => render() });
    await ask();
    expect((await ask()).hit).toBe(true);
    tick(600);
    expect((await ask()).hit).toBe(false);
    tick(10_000);
    expect((await ask()).hit).toBe(true);
  });

  it('lets the least recently used pages go past its count or its bytes', async () => {
    const { cache, marks, render } = setUp({ maxEntries: 2, maxBytes: 1_000 });
    const ask = (key: string, bytes = 100) =>
      cache.page(key, { versions: 'v1', marks: marks(), render: () => render(['shop'], bytes) });
    await ask('/a');
    await ask('/b');
    await ask('/a');
    await ask('/c');
    expect((await ask('/a')).hit).toBe(true);
    expect((await ask('/b')).hit).toBe(false);
    await ask('/big', 950);
    expect((await ask('/big', 950)).hit).toBe(true);
    expect((await ask('/a')).hit).toBe(false);
  });
});
