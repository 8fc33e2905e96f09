import type { Db, Document } from 'mongodb';

/** How the database answers one find, in the same terms on the embedded database and on MongoDB. */
export type QueryPlan = {
  /**
   * It reads without a bound: MongoDB's COLLSCAN; on the embedded database, any SQLite `SCAN` (of the
   * collection's table or of a whole index).
   */
  scans: boolean;
  /** The collection's indexes it reads, by their MongoDB names (`status_1_createdAt_1`). */
  indexes: string[];
  /** It sorts what it read in memory, rather than reading in an index's order. */
  sortedInMemory: boolean;
};

export type FindCommand = {
  find: string;
  filter?: Document;
  /** The driver sends a sort as a Map. */
  sort?: Document | Map<string, unknown>;
  limit?: number;
  projection?: Document;
};

/** The fields a find sorts on, in order, whether its sort is an object or the driver's Map. */
export const sortFields = (sort: FindCommand['sort']) =>
  sort instanceof Map ? [...sort.keys()] : Object.keys(sort ?? {});

/** The plan's stages, depth first: the stage, then what feeds it (MongoDB 7+ nests it under `queryPlan`). */
function* stagesOf(stage: Document | undefined): Generator<Document> {
  if (!stage) return;
  if (stage.queryPlan) return yield* stagesOf(stage.queryPlan);
  yield stage;
  yield* stagesOf(stage.inputStage);
  for (const input of stage.inputStages ?? []) yield* stagesOf(input);
}

function mongodbPlan(explained: Document): QueryPlan {
  const stages = [...stagesOf(explained.queryPlanner?.winningPlan)];
  const names = stages.map((stage) => String(stage.stage));
  return {
    scans: names.includes('COLLSCAN'),
    indexes: [
      ...new Set(
        stages.flatMap((stage) =>
          typeof stage.indexName === 'string'
            ? [stage.indexName]
            : /IDHACK/.test(stage.stage)
              ? ['_id_']
              : [],
        ),
      ),
    ],
    sortedInMemory: names.includes('SORT'),
  };
}

/**
 * FerretDB's explain answers SQLite's plan lines (`detail=SEARCH <table> USING INDEX <name> (…)`) and
 * whether the sort was left to SQLite (`sortPushdown`). Its SQLite index names end with the MongoDB
 * index's name (`orders_325e96ec_status_1_createdAt_1`, `_ferretdb_values_…_createdAt_-1`).
 */
function embeddedPlan(explained: Document, command: FindCommand, indexNames: string[]): QueryPlan {
  const lines: string[] = explained.queryPlanner?.Plan ?? [];
  const byLength = [...indexNames].sort((a, b) => b.length - a.length);
  const indexes = lines.flatMap((line) => {
    const sqliteName = /USING (?:COVERING )?INDEX (\S+)/.exec(line)?.[1];
    const name = sqliteName && byLength.find((index) => sqliteName.endsWith(`_${index}`));
    return name ? [name] : [];
  });
  const sorted = sortFields(command.sort).length > 0;
  return {
    scans: lines.some((line) => /detail=SCAN /.test(line)),
    indexes: [...new Set(indexes)],
    sortedInMemory: sorted && explained.sortPushdown !== true,
  };
}

/**
 * The plan an `explain` answered, from MongoDB or the embedded database (`indexNames`: the collection's
 * indexes, which FerretDB's SQLite names end with).
 */
export function planOf(explained: Document, command: FindCommand, indexNames: string[]): QueryPlan {
  return typeof explained.serverInfo?.ferretdbVersion === 'string'
    ? embeddedPlan(explained, command, indexNames)
    : mongodbPlan(explained);
}

/** Asks the database how it would answer `command` (a find as the driver sent it, or as a test writes it). */
export async function queryPlan(db: Db, command: FindCommand): Promise<QueryPlan> {
  // Only what the find has: a field left undefined would reach the server as null.
  const asked = Object.fromEntries(Object.entries(command).filter(([, value]) => value != null));
  const explained = await db.command({ explain: asked });
  const indexNames = (await db.collection(command.find).indexes()).map((index) => String(index.name));
  return planOf(explained, command, indexNames);
}
