import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { clockRoutes, siteClock } from './clock.ts';
import { silentLogger } from './logger.ts';
import { jsonHeaders } from './testing/fixtures.ts';

const appWith = (clock: ReturnType<typeof siteClock>) =>
  createServiceApp({ name: 'info', logger: silentLogger, ready: async () => true }, (api) => {
    api.route('/', clockRoutes(clock));
  });
const move = (app: ReturnType<typeof appWith>, body: unknown) =>
  app.request('/api/info/dev/clock', { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) });
const HOUR = 60 * 60 * 1000;

describe('the site clock', () => {
  it('keeps real time, and is movable only when TEST_CLOCK=1', () => {
    const fixed = siteClock({ movable: false });
    expect(Math.abs(fixed.now().getTime() - Date.now())).toBeLessThan(50);
    expect(() => fixed.moveTo(HOUR)).toThrow('not movable');
    expect(Math.abs(fixed.now().getTime() - Date.now())).toBeLessThan(50);

    const previous = process.env.TEST_CLOCK;
    try {
      delete process.env.TEST_CLOCK;
      expect(siteClock().movable).toBe(false);
      process.env.TEST_CLOCK = '1';
      expect(siteClock().movable).toBe(true);
    } finally {
      if (previous === undefined) delete process.env.TEST_CLOCK;
      else process.env.TEST_CLOCK = previous;
    }
  });

  it('moves to an offset from real time, not from where it was before', () => {
    const clock = siteClock({ movable: true });
    clock.moveTo(2 * HOUR);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(2 * HOUR - 50);
    clock.moveTo(HOUR);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(HOUR - 50);
    expect(clock.now().getTime() - Date.now()).toBeLessThan(HOUR + 50);
    clock.moveTo(0);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });
});

describe('POST /dev/clock', () => {
  it('moves a movable clock and answers the time it now reads', async () => {
    const clock = siteClock({ movable: true });
    const response = await move(appWith(clock), { offsetMs: 2 * 60 * 1000 });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { now: string } };
    expect(Date.parse(data.now) - Date.now()).toBeGreaterThan(2 * 60 * 1000 - 1000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(2 * 60 * 1000 - 1000);
  });

  it('refuses an offset that is not a whole number of milliseconds, or absurdly far, and leaves the clock alone', async () => {
    const clock = siteClock({ movable: true });
    const app = appWith(clock);
    for (const [body, message] of [
      [{ offsetMs: 1.5 }, 'Give the offset as a whole number of milliseconds'],
      [{ offsetMs: '60000' }, 'Give the offset as a whole number of milliseconds'],
      [{}, 'Give the offset as a whole number of milliseconds'],
      [{ offsetMs: 1e15 }, 'Move the clock by a hundred years at most'],
    ] as const) {
      const response = await move(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errors: { offsetMs: message } });
    }
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });

  it('does not exist on a clock that is not movable', async () => {
    const clock = siteClock({ movable: false });
    const response = await move(appWith(clock), { offsetMs: HOUR });
    expect(response.status).toBe(404);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });
});
