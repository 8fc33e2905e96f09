/**
 * Documents read back exactly as written (scripts/ferretdb/sjson-decode-speed.patch): strings with and
 * without escapes take different paths, numbers, booleans, dates and ids as FerretDB writes them are
 * parsed directly, and documents of one shape share a decoded schema while other shapes in the same
 * collection keep theirs.
 */
import { randomUUID } from 'node:crypto';
import { Double, Int32, Long, MongoClient, ObjectId } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';

const client = new MongoClient(inject('embeddedDbUri'));
const db = client.db(`ferret_decode_${randomUUID().slice(0, 8)}`);

afterAll(async () => {
  await db.dropDatabase();
  await client.close();
});

const STRINGS = [
  'plain text',
  '',
  'a "quoted" word',
  'back\\slash',
  'line\nbreak\tand tab',
  'control \u0001 character',
  'Tamil தமிழ், Arabic العربية, emoji 🎓',
  'separators \u2028 and \u2029',
  '</script><b>not html</b>',
  'ends with a backslash \\',
  // Escaped strings strconv unquotes: a list key's separator, every control character, backslashes.
  'ayesha khan\u0001ayesha@example.in\u0001000000000000000000000001',
  `every control character: ${Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('')}`,
  'a slash /, DEL \u007f, \u0080 and \ufffd',
  '\\u0041 is not an escape here, nor \\/',
];

describe('documents read back as written', () => {
  it('keeps every string, escaped or not, at the top level, nested and in arrays', async () => {
    const docs = STRINGS.map((text, i) => ({
      _id: new ObjectId(),
      i,
      text,
      nested: { text, deeper: { text } },
      list: [text, { text }],
    }));
    const strings = db.collection('strings');
    await strings.insertMany(docs);
    const read = await strings.find({}).sort({ i: 1 }).toArray();
    expect(read).toEqual(docs);
  });

  it('keeps keys with escapes, strings of JSON punctuation, and empty or nested containers', async () => {
    const doc = {
      _id: new ObjectId(),
      // Escaped in JSON, so read by the slow path (the SQLite backend refuses a quote or a backslash in a key).
      'tab\tkey': true,
      'line\nkey': 'value',
      punctuation: '{"not": [an, object]}, ]}',
      empty: {},
      none: [],
      deep: { list: [{ a: [1, 2.5, -3e-7] }, {}], text: '}' },
      n: -0.5,
    };
    const keys = db.collection('keys');
    await keys.insertOne(doc);
    expect(await keys.findOne({ _id: doc._id })).toEqual(doc);
  });

  it('keeps numbers of every kind at their limits, booleans, dates and ids exactly', async () => {
    const doc = {
      _id: new ObjectId(),
      int32: [0, -7, -2147483648, 2147483647].map((n) => new Int32(n)),
      int64: ['0', '-42', '9223372036854775807', '-9223372036854775808'].map((n) => Long.fromString(n)),
      // FerretDB 1.24 writes -0 as 0 (before and after the patch), so -0 is not among them.
      double: [0.1, 42, 1e300, 5e-324, 2 ** 53 + 2, -3.5e-7].map((n) => new Double(n)),
      flags: [true, false],
      dates: [new Date(0), new Date(-2_208_988_800_000), new Date('2999-12-31T23:59:59.999Z')],
      ids: [new ObjectId('0123456789abcdef01234567'), new ObjectId()],
    };
    const values = db.collection('values');
    await values.insertOne(doc);
    // Read without turning the driver's number types into JavaScript numbers, so each kind is checked.
    const read = await values.findOne({ _id: doc._id }, { promoteValues: false });
    expect(read).toEqual(doc);
  });

  it('gives each shape of document its own fields when shapes alternate in one collection', async () => {
    const at = new Date('2026-11-24T06:00:00Z');
    const docs = Array.from({ length: 40 }, (_, i) => {
      const _id = new ObjectId();
      switch (i % 4) {
        case 0:
          return { _id, i, name: `Ayesha ${i}`, at };
        case 1:
          return { _id, i, name: i, at: `${i}` };
        case 2:
          return { _id, i, at, name: `Imran ${i}`, extra: { flag: true, n: 1.5 } };
        default:
          return { _id, i, name: null, tags: ['a', 'b'] };
      }
    });
    const shapes = db.collection('shapes');
    await shapes.insertMany(docs);
    const read = await shapes.find({}).sort({ i: 1 }).toArray();
    expect(read).toEqual(docs);
    // The same keys in another order are another schema: the order is kept.
    await shapes.insertOne({ _id: new ObjectId(), at, name: 'reordered', i: 99 });
    const reordered = await shapes.findOne({ i: 99 });
    expect(Object.keys(reordered ?? {})).toEqual(['_id', 'at', 'name', 'i']);
  });

  it('reads documents of more shapes than the schema cache keeps, each with its own fields, and the common shapes between them', async () => {
    // Objects keyed by data (as a cart's lines by product) give every document a shape of its own:
    // 5,000 of them turn the cache's generations over, while the common shapes go on being read.
    type Keyed = { _id: number; lines: Record<string, { qty: number; note?: string }> };
    const keyed = db.collection<Keyed>('keyed');
    const common = db.collection<{ _id: number; name: string; at: Date }>('common');
    const everyday = Array.from({ length: 5 }, (_, i) => ({ _id: i, name: `common ${i}`, at: new Date(0) }));
    await common.insertMany(everyday);
    const docs = Array.from(
      { length: 5_000 },
      (_, i): Keyed => ({
        _id: i,
        lines: { [`product-${i}`]: { qty: i % 7 }, [`book-${i % 13}`]: { qty: 1, note: `n${i}` } },
      }),
    );
    for (let first = 0; first < docs.length; first += 1_000) {
      await keyed.insertMany(docs.slice(first, first + 1_000));
      expect(
        await keyed
          .find({ _id: { $gte: first, $lt: first + 1_000 } })
          .sort({ _id: 1 })
          .toArray(),
      ).toEqual(docs.slice(first, first + 1_000));
      expect(await common.find({}).sort({ _id: 1 }).toArray()).toEqual(everyday);
    }
    expect(await keyed.find({}).sort({ _id: 1 }).toArray()).toEqual(docs);
  });
});
