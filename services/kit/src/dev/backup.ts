import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BSON, type MongoClient } from 'mongodb';

/**
 * Backup and restore through the driver, so the same commands work on the embedded FerretDB and on
 * any MongoDB: one folder per database, one Extended-JSON-lines file per collection, and its indexes.
 */
export async function backup(client: MongoClient, dir: string, prefix = 'aspire_') {
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  const summary: Record<string, number> = {};
  mkdirSync(dir, { recursive: true });
  for (const { name } of databases.filter((d) => d.name.startsWith(prefix))) {
    const db = client.db(name);
    mkdirSync(path.join(dir, name), { recursive: true });
    for (const { name: collection } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      const lines: string[] = [];
      for await (const doc of db.collection(collection).find({}, { sort: { _id: 1 } })) {
        lines.push(BSON.EJSON.stringify(doc, { relaxed: false }));
      }
      const indexes = (await db.collection(collection).indexes()).filter((index) => index.name !== '_id_');
      writeFileSync(path.join(dir, name, `${collection}.jsonl`), lines.length ? `${lines.join('\n')}\n` : '');
      writeFileSync(path.join(dir, name, `${collection}.indexes.json`), JSON.stringify(indexes));
      summary[`${name}.${collection}`] = lines.length;
    }
  }
  writeFileSync(
    path.join(dir, 'backup.json'),
    JSON.stringify({ createdAt: new Date().toISOString(), counts: summary }, null, 2),
  );
  return summary;
}

/**
 * Restores a backup. A collection that already holds documents is refused unless `replace` is set,
 * so a restore never silently mixes with or overwrites live data.
 */
export async function restore(client: MongoClient, dir: string, options: { replace?: boolean } = {}) {
  const summary: Record<string, number> = {};
  const databases = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name } of databases) {
    const db = client.db(name);
    for (const file of readdirSync(path.join(dir, name)).filter((f) => f.endsWith('.jsonl'))) {
      const collection = file.slice(0, -'.jsonl'.length);
      const target = db.collection(collection);
      if ((await target.estimatedDocumentCount()) > 0) {
        if (!options.replace)
          throw new Error(`${name}.${collection} is not empty; restore with --replace to overwrite it`);
        await target.deleteMany({});
      }
      const docs = readFileSync(path.join(dir, name, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => BSON.EJSON.parse(line, { relaxed: false }) as Record<string, unknown>);
      const indexes = JSON.parse(
        readFileSync(path.join(dir, name, `${collection}.indexes.json`), 'utf8'),
      ) as {
        key: Record<string, 1 | -1>;
        name: string;
        unique?: boolean;
        expireAfterSeconds?: number;
      }[];
      for (const { key, name: indexName, unique, expireAfterSeconds } of indexes) {
        await target.createIndex(key, {
          name: indexName,
          ...(unique ? { unique } : {}),
          ...(expireAfterSeconds !== undefined ? { expireAfterSeconds } : {}),
        });
      }
      for (let i = 0; i < docs.length; i += 500)
        await target.insertMany(docs.slice(i, i + 500), { ordered: true });
      summary[`${name}.${collection}`] = docs.length;
    }
  }
  return summary;
}
