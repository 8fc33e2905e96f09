import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../shared/build/src/chromium.ts';

/** One Lighthouse run (default mobile preset and throttling) in a fresh headless Chromium profile. */
export async function lighthouseRoute(base: string, route: string) {
  const profile = mkdtempSync(path.join(tmpdir(), 'aspire-lh-'));
  const port = 9400 + Math.floor(Math.random() * 400);
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/json/version`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const result = await lighthouse(`${base}${route}`, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const scripts =
      (
        audits['resource-summary']?.details as
          | { items?: { resourceType: string; transferSize: number }[] }
          | undefined
      )?.items ?? [];
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      jsTransferBytes: scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    };
  } finally {
    const exited =
      chrome.exitCode === null && chrome.signalCode === null
        ? new Promise((resolve) => chrome.once('exit', resolve))
        : Promise.resolve();
    chrome.kill('SIGKILL');
    await exited;
    // Chromium's helpers may still be closing files in the profile: retry rather than fail the run.
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

type Run = Awaited<ReturnType<typeof lighthouseRoute>>;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Each figure's median over `runs` runs: one run on a shared machine varies by a few hundred
 * milliseconds of blocking time (Lighthouse's own advice on variability: the median of five).
 */
export async function lighthouseMedian(base: string, route: string, runs = 5) {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRoute(base, route));
  const figure = (key: Exclude<keyof Run, 'route'>) => median(all.map((run) => run[key]));
  return {
    route,
    runs,
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    seo: figure('seo'),
    lcpMs: figure('lcpMs'),
    tbtMs: figure('tbtMs'),
    cls: figure('cls'),
    jsTransferBytes: figure('jsTransferBytes'),
  };
}
