export type Row = { figure: string; value: string | number; target: string; pass: boolean };

export function printTable(rows: Row[]) {
  const width = (key: keyof Row) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
  const [f, v, t] = [width('figure'), width('value'), width('target')];
  const line = (a: string, b: string, c: string, d: string) =>
    `| ${a.padEnd(f)} | ${b.padEnd(v)} | ${c.padEnd(t)} | ${d.padEnd(4)} |`;
  console.log(line('figure', 'value', 'target', 'pass'));
  console.log(line('-'.repeat(f), '-'.repeat(v), '-'.repeat(t), '----'));
  for (const r of rows) console.log(line(r.figure, String(r.value), r.target, r.pass ? 'pass' : 'FAIL'));
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};
