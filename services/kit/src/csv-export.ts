import { once } from 'node:events';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A CSV column: its header and how a record gives its cell. */
export type CsvColumn<T> = readonly [header: string, value: (record: T) => string | number | null];

/**
 * A staff list's CSV export as an answer, written as the records are read so a large export never sits
 * whole in memory; a failure half-way ends the download as a failed one rather than a short file.
 */
export function csvResponse<T>(
  records: AsyncIterable<T>,
  columns: readonly CsvColumn<T>[],
  { filename, headers = {} }: { filename: string; headers?: Record<string, string> },
) {
  const csv = stringify({ header: true, columns: columns.map(([header]) => header) });
  void (async () => {
    for await (const record of records) {
      if (!csv.write(columns.map(([, value]) => value(record)))) await once(csv, 'drain');
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
      ...headers,
    },
  });
}
