import { eventListSchema } from '@aspire/contracts/info';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';

const { get, now } = await testApp();
const today = '2026-03-10';

describe('GET /api/info/event', () => {
  it('lists every event by default, each in the contract shape', async () => {
    const { status, body } = await get('event');
    expect(status).toBe(200);
    const events = eventListSchema.parse(body.data);
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.every((e) => e.eventName && e.location && e.language && e.offer && e.description)).toBe(
      true,
    );
    expect(now.toISOString().slice(0, 10)).toBe(today);
  });

  it('decides upcoming and past by the server date against the end day (at least four of each)', async () => {
    const upcoming = eventListSchema.parse((await get('event?when=upcoming')).body.data);
    const past = eventListSchema.parse((await get('event?when=past')).body.data);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.every((e) => e.date.end >= today && !e.past)).toBe(true);
    expect(past.every((e) => e.date.end < today && e.past && e.recordingUrl?.startsWith('https://'))).toBe(
      true,
    );
    const all = eventListSchema.parse((await get('event?when=all')).body.data);
    expect(all).toHaveLength(upcoming.length + past.length);
    // upcoming soonest first, past most recent first
    expect(upcoming.map((e) => e.date.start)).toEqual(upcoming.map((e) => e.date.start).sort());
    expect(past.map((e) => e.date.start)).toEqual(
      past
        .map((e) => e.date.start)
        .sort()
        .reverse(),
    );
  });

  it('answers 400 naming the field for a bad, repeated or operator-shaped when', async () => {
    for (const q of ['when=soon', 'when=', 'when=upcoming&when=past', 'when[$ne]=past', 'colour=red']) {
      const { status, body } = await get(`event?${q}`);
      expect(status, q).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message, q).toMatch(/when|Unrecognized|query/i);
    }
    const { body } = await get('event?when=soon');
    expect(Object.keys(body.errors)).toEqual(['when']);
  });

  it('returns one event by id, 404 for an unknown one and 400 for a malformed id', async () => {
    const { status, body } = await get('event/peace-expo-chennai');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 'peace-expo-chennai',
      eventName: 'Peace Expo Chennai',
      past: false,
    });
    expect((await get('event/no-such-event')).status).toBe(404);
    const bad = await get('event/%24where');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['id']);
  });

  it('sets Cache-Control and an ETag, and answers 304 when it matches', async () => {
    const { response } = await get('event?when=upcoming');
    expect(response.headers.get('cache-control')).toContain('public');
    const tag = response.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await get('event?when=upcoming', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });
});
