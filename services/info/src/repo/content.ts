import type { Db, Filter } from 'mongodb';

type Stored = { _id: string; order: number } & Record<string, unknown>;

/**
 * A collection of college content addressed by stable ids. Seeding inserts what is missing and never
 * overwrites a document the college has changed; lists come back in the college's order. Answers are
 * public: what the editors keep beside an item (`editorial`, see the kit's publishing) is left out.
 */
export function contentCollection(db: Db, name: string) {
  const collection = db.collection<Stored>(name);
  const toDto = ({
    _id,
    order: _order,
    editorial: _editorial,
    ...rest
  }: Stored): { id: string } & Record<string, unknown> => ({
    id: _id,
    ...rest,
  });
  return {
    async ensureIndexes() {
      await collection.createIndex({ order: 1 });
    },
    /** Inserts each document whose id is missing; existing documents stay as they are. */
    async seed(documents: ({ id: string; order?: number } & Record<string, unknown>)[]) {
      if (documents.length === 0) return;
      await collection.bulkWrite(
        documents.map(({ id, order, ...rest }, index) => ({
          updateOne: {
            filter: { _id: id },
            update: { $setOnInsert: { ...rest, order: order ?? index } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    },
    async list(filter: Filter<Stored> = {}, sort: Record<string, 1 | -1> = { order: 1 }) {
      const documents = await collection
        .find(filter)
        .sort({ ...sort, _id: 1 })
        .toArray();
      return documents.map(toDto);
    },
    async get(id: string, filter: Filter<Stored> = {}) {
      const document = await collection.findOne({ ...filter, _id: id });
      return document ? toDto(document) : null;
    },
  };
}
export type ContentCollection = ReturnType<typeof contentCollection>;
