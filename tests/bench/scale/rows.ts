import type { ServiceName } from '@aspire/config/site-map';
import type { Row } from '../report.ts';
import type { CpuShare } from './cpu.ts';
import type { Scale, Sizes } from './data.ts';
import type { Loaded } from './load.ts';
import { type Figures, REQUEST_TIMEOUT_MS } from './measure.ts';

export type Measured = Figures & {
  kind: 'read' | 'write';
  service: ServiceName;
  health: boolean;
  /** Absent in results saved before it was measured. */
  cpu?: CpuShare;
};
export type ScaleResult = {
  scale: Scale;
  sizes: Sizes;
  loaded: Loaded[];
  /** By path name, in the order measured. */
  paths: Record<string, Measured>;
};

export const READ_P99_MS = 25;
const at = (result: ScaleResult) => `at ${result.sizes.accounts.toLocaleString('en')}`;
const value = (f: Figures) =>
  f.requests
    ? `${f.p50} / ${f.p99} ms (${f.perSecond.toLocaleString('en')}/s)${f.errors ? `, ${f.errors} failed` : ''}`
    : `none answered within ${REQUEST_TIMEOUT_MS / 1000} s (${f.errors} given up)`;

/** Where a request's CPU went: its service, the database, the bench. */
export const cpuText = ({ service, database, bench }: CpuShare, name: ServiceName) =>
  `CPU a request: ${name} ${service}, database ${database}, bench ${bench} ms`;

/** A path's figures, with where its CPU went when measured. */
const pathValue = (measured: Measured) =>
  measured.cpu && measured.requests
    ? `${value(measured)}; ${cpuText(measured.cpu, measured.service)}`
    : value(measured);

/** A path's row at one size, against its target. */
function pathRow(name: string, measured: Measured, result: ScaleResult): Row {
  const figure = `${name} p50 / p99 (req/s) ${at(result)}`;
  if (measured.health)
    return { figure, value: value(measured), target: '— (reference)', pass: !measured.errors };
  if (measured.kind === 'read')
    return {
      figure,
      value: pathValue(measured),
      target: `p99 ≤ ${READ_P99_MS} ms`,
      pass: !measured.errors && measured.p99 <= READ_P99_MS,
    };
  const health = result.paths[`${measured.service} /health`];
  const limit = health ? 2 * health.p99 : 0;
  return {
    figure,
    value: pathValue(measured),
    target: `p99 ≤ 2× ${measured.service} /health (${Math.round(limit * 10) / 10} ms)`,
    pass: !measured.errors && measured.p99 <= limit,
  };
}

/**
 * The table: each path at 1,000 accounts, at full size and whether it stayed flat (its p50 at full size
 * within 2× of its p50 at 1,000: p99 on this shared 2-core machine moves by more than that between two
 * runs of the same size); then each service's /health, then the data loads.
 */
export function scaleRows(results: ScaleResult[]): Row[] {
  const rows: Row[] = [];
  const [first] = results;
  const small = results.find((result) => result.scale === 'small');
  const full = results.find((result) => result.scale === 'full');
  const names = Object.keys(first?.paths ?? {});
  const ordered = [
    ...names.filter((n) => !first?.paths[n]?.health),
    ...names.filter((n) => first?.paths[n]?.health),
  ];
  for (const name of ordered) {
    for (const result of results) {
      const measured = result.paths[name];
      if (measured) rows.push(pathRow(name, measured, result));
    }
    const before = small?.paths[name];
    const after = full?.paths[name];
    if (before && after && !after.health) {
      const ratio = after.p50 / Math.max(before.p50, 0.1);
      // A path that answered nothing at full size has no p50 to compare: it did not stay flat.
      const answered = after.requests > 0;
      rows.push({
        figure: `${name} flat: p50 ${at(full)} / ${at(small)}`,
        value: answered
          ? `${ratio.toFixed(1)}× (${before.p50} → ${after.p50} ms)`
          : 'nothing answered at full size',
        target: '≤ 2×',
        pass: answered && ratio <= 2,
      });
    }
  }
  for (const result of results) {
    const docs = result.loaded.reduce((sum, loaded) => sum + loaded.docs, 0);
    const seconds = Math.max(...result.loaded.map((loaded) => loaded.seconds));
    rows.push({
      figure: `data load ${at(result)} (four databases side by side)`,
      value: `${docs.toLocaleString('en')} documents in ${Math.round(seconds)} s (${Math.round(docs / seconds).toLocaleString('en')}/s)`,
      target: '—',
      pass: true,
    });
  }
  return rows;
}
