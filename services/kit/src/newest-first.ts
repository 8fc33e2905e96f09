/**
 * A staff list read newest first at any size on the embedded FerretDB (docs/database.md): pages are read
 * in the order of a compound index (the list's equalities, then the date) and cut by a `date|id` cursor
 * that neither repeats nor skips records stamped at the same instant. The admissions inbox and the
 * shop's orders desk read their lists through it.
 */
import { type Collection, type Document, type Filter, ObjectId } from 'mongodb';

/** The greatest date: a range every date passes, so a sort on the date is read from the index. */
export const LATEST_DATE = new Date(8.64e15);

export type DateRange = { $gte?: Date; $lt?: Date; $lte?: Date };

/** A page's cursor: the date and id of the last record shown. */
export type Cursor = { at: Date; id: ObjectId };

export function parseCursor(after: string | undefined): Cursor | undefined {
  if (!after) return undefined;
  const [at, id] = after.split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !id || !ObjectId.isValid(id)) return undefined;
  return { at: date, id: new ObjectId(id) };
}

/**
 * A search reads each key's matches (in that key's index) up to this many and sorts them by date. A
 * prefix more common than that is read from the date index instead, checking each record, which finds
 * a page after about `limit × records / matches` reads: at 50,000 records and pages of 25, the two
 * cost the same near 1,100 matches (at 200,000 orders near 1,400), so neither read passes about 2,000.
 */
export const SEARCH_READ_CAP = 1_000;

type Dated = Document & { _id: ObjectId };

const earliest = (a: Date | undefined, b: Date) => (a && a < b ? a : b);

/** Newest first by `date`; records of one instant by descending id (the cursor's order). */
export const newestOrder =
  <T extends Dated>(date: keyof T & string) =>
  (a: T, b: T) =>
    (b[date] as Date).getTime() - (a[date] as Date).getTime() ||
    b._id.toHexString().localeCompare(a._id.toHexString());

/**
 * The list reader of one collection. `date` is the field lists are sorted on; `indexes` the list's
 * indexes (equalities, then `date` descending, then `_id`), most selective first: a page is read in
 * the order of the first whose keys the filter all has, its other equalities checked on the records
 * read (see `leading`). Filters are plain documents of top-level keys: the equalities and whatever else
 * the records read must pass.
 */
export function newestFirst<T extends Dated>(
  collection: Collection<T>,
  {
    date,
    indexes,
    searchReadCap = SEARCH_READ_CAP,
  }: { date: keyof T & string; indexes: readonly (readonly string[])[]; searchReadCap?: number },
) {
  // Filters here name `date` dynamically; the collection is read as plain documents and typed on the way out.
  const records = collection as unknown as Collection<Dated>;
  const byNewest = newestOrder<Dated>(date);
  const dateOf = (doc: Dated) => doc[date] as Date;
  const sameInstant = (a: Dated, b: Dated) => dateOf(a).getTime() === dateOf(b).getTime();

  /**
   * The filter as the embedded database reads it in index order: the equalities of the index chosen at
   * the top level, the others under `$and` (at the top they would make it give up reading in order).
   */
  function leading(filter: Document, range: DateRange): Filter<Document> {
    const keys = indexes.find((index) => index.every((key) => key in filter)) ?? [];
    const top: Filter<Document> = { [date]: range };
    const rest: Filter<Document>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (keys.includes(key)) top[key] = value;
      else rest.push({ [key]: value });
    }
    return rest.length > 0 ? { ...top, $and: rest } : top;
  }

  /**
   * Up to `limit + 1` records older than the cursor, in (date, _id) descending order. The index gives
   * date order; records of the same instant are put in `_id` order here, so a cursor between two of
   * them neither repeats nor skips one.
   */
  async function read(
    filter: Document,
    window: DateRange,
    cursor: Cursor | undefined,
    limit: number,
    /** The filter has a narrow indexed range (the inbox's overdue) that should lead the query. */
    { narrow = false } = {},
  ): Promise<T[]> {
    const ties = cursor
      ? await records
          .find({ ...filter, [date]: cursor.at, _id: { $lt: cursor.id } })
          .sort({ _id: -1 })
          .limit(limit + 1)
          .toArray()
      : [];
    if (ties.length > limit) return ties as T[];
    const range: DateRange = cursor
      ? { ...(window.$gte && { $gte: window.$gte }), $lt: earliest(window.$lt, cursor.at) }
      : window;
    // A narrow range's records are few to sort; a date range at the top would instead walk the whole
    // date index in order, so it is kept out of the planner's sight.
    const older = await records
      .find(narrow ? { ...filter, $and: [{ [date]: range }] } : leading(filter, range))
      .sort({ [date]: -1 })
      .limit(limit + 1 - ties.length)
      .toArray();
    const last = older.at(-1);
    const beforeLast = older.at(-2);
    // The page ends inside a group of one instant only if the extra record read shares its instant with
    // the one before it; then the whole group is read, in _id order.
    if (last && older.length === limit + 1 - ties.length && (!beforeLast || sameInstant(beforeLast, last))) {
      const group = await records
        .find({ ...filter, [date]: dateOf(last) })
        .sort({ _id: -1 })
        .limit(limit + 1)
        .toArray();
      const before = older.filter((doc) => !sameInstant(doc, last));
      return [...ties, ...before.sort(byNewest), ...group].slice(0, limit + 1) as T[];
    }
    return [...ties, ...older.sort(byNewest)] as T[];
  }

  /**
   * Up to `limit + 1` records matching one of the search ranges, newest first after the cursor. Each
   * range is read in its own index up to the cap, whatever the filters leave of it (so a read never
   * passes the cap however rare the filters make a match); the filters are then checked on those
   * records by id. A range holding more than the cap is read in date order instead, checking each
   * record (see SEARCH_READ_CAP).
   */
  async function searched(
    filter: Document,
    window: DateRange,
    cursor: Cursor | undefined,
    limit: number,
    searches: Document[],
  ): Promise<T[]> {
    const checks = Object.entries(filter).map(([key, value]) => ({ [key]: value }));
    const inWindow = (doc: Dated) =>
      (!window.$gte || dateOf(doc) >= window.$gte) &&
      (!window.$lt || dateOf(doc) < window.$lt) &&
      (!window.$lte || dateOf(doc) <= window.$lte);
    const isAfter = (doc: Dated) => !cursor || byNewest(doc, { [date]: cursor.at, _id: cursor.id }) > 0;
    // One key at a time, only the dates, and only the page's worth kept between keys: 50 searches at
    // once then hold a few MB in the service (whole records from every key at once overran its heap).
    let newest: Dated[] = [];
    for (const search of searches) {
      const inRange = await records
        .find(search, { projection: { [date]: 1 } })
        .sort(Object.fromEntries(Object.keys(search).map((key) => [key, 1])))
        .limit(searchReadCap + 1)
        .toArray();
      if (inRange.length > searchReadCap) return read({ ...filter, $or: searches }, window, cursor, limit);
      const candidates = inRange.filter((doc) => inWindow(doc) && isAfter(doc));
      const matches =
        checks.length === 0 || candidates.length === 0
          ? candidates
          : await records
              .find(
                { _id: { $in: candidates.map(({ _id }) => _id) }, $and: checks },
                { projection: { [date]: 1 } },
              )
              .toArray();
      newest = mergeNewest([newest, matches], byNewest).slice(0, limit + 1);
    }
    // Nothing found is nothing to read (an empty `$in` would read the whole collection on FerretDB).
    if (newest.length === 0) return [];
    const found = await records.find({ _id: { $in: newest.map((doc) => doc._id) } }).toArray();
    return found.sort(byNewest) as T[];
  }

  return {
    read,
    searched,
    byNewest: byNewest as (a: T, b: T) => number,
    /** A page's cursor: the last row's `date|id`. */
    cursorOf: (doc: T) => `${dateOf(doc).toISOString()}|${doc._id.toHexString()}`,
  };
}

/** Several newest-first lists as one, each record once. */
const mergeNewest = <T extends Dated>(lists: T[][], byNewest: (a: T, b: T) => number) =>
  [...new Map(lists.flat().map((doc) => [doc._id.toHexString(), doc])).values()].sort(byNewest);
