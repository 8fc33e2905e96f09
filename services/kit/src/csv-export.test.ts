import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvResponse } from './csv-export.ts';

type Row = { name: string; amount: number | null };
const COLUMNS: CsvColumn<Row>[] = [
  ['Name', (row) => row.name],
  ['Amount', (row) => row.amount],
];

async function* rows(count: number, failAt = Number.POSITIVE_INFINITY) {
  for (let index = 0; index < count; index += 1) {
    if (index === failAt) throw new Error('the database went away');
    yield { name: index === 0 ? 'Rahman, "Yusuf"' : `Customer ${index}`, amount: index === 1 ? null : index };
  }
}

describe('a CSV export', () => {
  it('streams a header and one quoted line per record, as a download', async () => {
    const answer = csvResponse(rows(3), COLUMNS, {
      filename: 'orders-2026-11-26.csv',
      headers: { 'x-export-cap': '3' },
    });
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-26.csv"');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('x-export-cap')).toBe('3');
    expect(await answer.text()).toBe('Name,Amount\n"Rahman, ""Yusuf""",0\nCustomer 1,\nCustomer 2,2\n');
  });

  it('keeps memory flat: thousands of records arrive whole, in order', async () => {
    const lines = (await csvResponse(rows(20_000), COLUMNS, { filename: 'x.csv' }).text())
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(20_001);
    expect(lines.at(-1)).toBe('Customer 19999,19999');
  });

  it('fails the download when reading fails half-way, rather than ending it short', async () => {
    await expect(csvResponse(rows(10, 5), COLUMNS, { filename: 'x.csv' }).text()).rejects.toThrow();
  });
});
