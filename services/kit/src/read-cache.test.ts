import { Hono } from 'hono';
import type { Db } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceEnv } from './app.ts';
import type { ChangeMarks } from './change-marks.ts';
import { ok } from './envelope.ts';
import { freshCache } from './fresh-cache.ts';
import { silentLogger } from './logger.ts';
import { publishing } from './publishing.ts';
import { READ_CACHE_MARK_AGE_MS, readCache } from './read-cache.ts';
import { testDatabase } from './testing/fixtures.ts';

const database = await testDatabase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Another instance of the service: its own connection's view of the same database. */
const elsewhere = () => database.client.db(database.db.databaseName);

let reads = 0;
const app = createServiceApp(
  { name: 'demo', logger: silentLogger, ready: async () => true, db: database.db, readCacheMs: 60_000 },
  (api: Hono<ServiceEnv>) => {
    api.get('/courses', (c) => {
      reads += 1;
      c.header('cache-control', 'public, max-age=60');
      return ok(c, { reads, category: c.req.query('category') ?? 'all' });
    });
    api.get('/products', (c) => {
      reads += 1;
      c.header('cache-control', 'public, no-cache');
      c.header('etag', `"v${reads}"`);
      return ok(c, reads);
    });
    api.get('/pictures/a.webp', (c) => {
      reads += 1;
      return c.body(new Uint8Array([reads]), 200, { 'cache-control': 'public, max-age=31536000, immutable' });
    });
    api.get('/outbox', (c) => {
      reads += 1;
      c.header('cache-control', 'no-store');
      return ok(c, reads);
    });
  },
);

describe('read cache', () => {
  it('answers a repeated public read from memory, per URL, and never a signed-in one', async () => {
    const first = await (await app.request('/api/demo/courses')).json();
    const again = await (await app.request('/api/demo/courses')).json();
    expect(again).toEqual(first);
    expect(reads).toBe(1);
    await app.request('/api/demo/courses?category=free');
    expect(reads).toBe(2);
    await app.request('/api/demo/courses', { headers: { authorization: 'Bearer x' } });
    expect(reads).toBe(3);
  });

  it('never keeps what the service does not mark public', async () => {
    const first = await (await app.request('/api/demo/outbox')).json();
    const second = await (await app.request('/api/demo/outbox')).json();
    expect(second).not.toEqual(first);
  });

  it('never keeps a public answer marked no-cache: the service answers each, with its own copy and ETag', async () => {
    const first = await app.request('/api/demo/products');
    const second = await app.request('/api/demo/products', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await second.json()).not.toEqual(await first.json());
  });

  it('never keeps an immutable file, which browsers keep for good and memory should not', async () => {
    const first = new Uint8Array(await (await app.request('/api/demo/pictures/a.webp')).arrayBuffer());
    const second = new Uint8Array(await (await app.request('/api/demo/pictures/a.webp')).arrayBuffer());
    expect(second[0]).toBe((first[0] ?? 0) + 1);
  });

  it('gives each cached answer its own request id and keeps the service headers', async () => {
    const first = await app.request('/api/demo/courses?page=ids');
    const second = await app.request('/api/demo/courses?page=ids');
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('cache-control')).toBe('public, max-age=60');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await second.json()).toEqual(await first.json());
  });
});

const editor = { id: 'editor-1', name: 'Meera Iyer', email: 'meera@example.com' };
const MINUTE = 60_000;
/** The site's clock, which the tests move. */
let clock = Date.now();

/**
 * One instance of a service over `db`: its public list of `name` (kept by the read cache), written by
 * the kit's publishing model, whose writes stamp the list's change mark.
 */
function instance(db: Db, name: string, readCacheMs: number) {
  const marks = freshCache(db, name);
  const desk = publishing<{ title: string }>(db, name, { now: () => new Date(clock), marks: [marks] });
  let computed = 0;
  const app = createServiceApp(
    { name: 'notices', logger: silentLogger, ready: async () => true, db, readCacheMs },
    (api) => {
      api.get('/list', async (c) => {
        computed += 1;
        const items = await db
          .collection<{ _id: string; title: string }>(name)
          .find(desk.visibleFilter() as Record<string, unknown>)
          .sort({ order: 1 })
          .toArray();
        c.header('cache-control', 'public, max-age=60');
        return ok(
          c,
          items.map((item) => item.title),
        );
      });
    },
  );
  return {
    desk,
    prepare: () => Promise.all([marks.init(), desk.ensureIndexes()]),
    titles: async () => (await (await app.request('/api/notices/list')).json()).data as string[],
    computed: () => computed,
    /** Publishes a new item at once. */
    async add(id: string, title: string) {
      const { editorial } = await desk.create(id, { title }, editor);
      await desk.publish(id, editorial.version, editor);
    },
  };
}

/** Changes an item's public title straight in the database, as a restore or a script would. */
const changeAround = (name: string, id: string, title: string) =>
  database.db.collection(name).updateOne({ _id: id as never }, { $set: { title } });

describe('read cache on every instance', () => {
  it('keeps a public read on each instance until a write on any: the writer shows it at once, the others within a second', async () => {
    const writer = instance(database.db, 'notices', 60_000);
    const other = instance(elsewhere(), 'notices', 60_000);
    await writer.prepare();
    await writer.add('admissions', 'Admissions are open');
    expect(await writer.titles()).toEqual(['Admissions are open']);
    expect(await other.titles()).toEqual(['Admissions are open']);

    // Nothing told the marks: both keep answering what they computed.
    await changeAround('notices', 'admissions', 'Admissions close on Friday');
    expect(await writer.titles()).toEqual(['Admissions are open']);
    expect(await other.titles()).toEqual(['Admissions are open']);
    expect(writer.computed() + other.computed()).toBe(2);

    await writer.add('results', 'Results are out');
    const now = ['Admissions close on Friday', 'Results are out'];
    expect(await writer.titles()).toEqual(now);
    await sleep(READ_CACHE_MARK_AGE_MS + 100);
    expect(await other.titles()).toEqual(now);
  });

  it('without a write, serves what it kept until READ_CACHE_MS has passed, then computes it again', async () => {
    const service = instance(database.db, 'circulars', 1_500);
    await service.prepare();
    await service.add('fees', 'Fee schedule');
    expect(await service.titles()).toEqual(['Fee schedule']);
    await changeAround('circulars', 'fees', 'Fee schedule, revised');
    // The marks are read again meanwhile, and have not changed.
    await sleep(READ_CACHE_MARK_AGE_MS + 100);
    expect(await service.titles()).toEqual(['Fee schedule']);
    await sleep(500);
    expect(await service.titles()).toEqual(['Fee schedule, revised']);
  });

  it('drops a kept read when the schedule publishes an item, whichever instance runs it', async () => {
    const first = instance(database.db, 'bulletins', 60_000);
    const second = instance(elsewhere(), 'bulletins', 60_000);
    await first.prepare();
    const { editorial } = await first.desk.create('convocation', { title: 'Convocation on Friday' }, editor);
    await first.desk.schedule('convocation', new Date(clock + 2 * MINUTE), editorial.version, editor);
    expect(await first.titles()).toEqual([]);
    expect(await second.titles()).toEqual([]);

    clock += 3 * MINUTE;
    expect(await second.desk.publishDue()).toBe(1);
    expect(await second.titles()).toEqual(['Convocation on Friday']);
    await sleep(READ_CACHE_MARK_AGE_MS + 100);
    expect(await first.titles()).toEqual(['Convocation on Friday']);
  });

  it('keeps nothing while the marks cannot be read, and still answers', async () => {
    let computed = 0;
    const away = { current: () => Promise.reject(new Error('database away')) } as unknown as ChangeMarks;
    const bare = new Hono().use(readCache(60_000, away)).get('/fees', (c) => {
      computed += 1;
      c.header('cache-control', 'public, max-age=60');
      return c.json({ computed });
    });
    expect((await bare.request('/fees')).status).toBe(200);
    await bare.request('/fees');
    expect(computed).toBe(2);
  });
});
