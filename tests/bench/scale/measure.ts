import { Pool } from 'undici';
import { percentile } from '../report.ts';

/** The load: 50 connections at once, each sending its next request when the last is answered. */
export const CONNECTIONS = 50;

/** A request still unanswered after this is given up (and counted as failed), so every run ends in time. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type Figures = { p50: number; p99: number; perSecond: number; requests: number; errors: number };
export type Call = (worker: number, signal: AbortSignal) => Promise<void>;

/** Rejects when `signal` aborts: a call that cannot be aborted (a database operation) is left behind. */
const givenUp = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );

/**
 * Runs `call` from `CONNECTIONS` workers at once for `seconds` and times every call (a failed one is
 * counted, not timed). `worker` is the caller's own number, 0…49, so each can act as its own user;
 * a call is given up after REQUEST_TIMEOUT_MS, when `signal` aborts it. `reset`, when given, runs
 * untimed ahead of each call (what puts the worker's data back in shape).
 */
export async function underLoad(call: Call, seconds: number, reset?: Call): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const left: Promise<void>[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (performance.now() < until) {
        const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
        let sent = performance.now();
        const answered = (async () => {
          await reset?.(worker, signal);
          sent = performance.now();
          await call(worker, signal);
        })();
        try {
          await Promise.race([answered, givenUp(signal)]);
          times.push(performance.now() - sent);
        } catch (error) {
          errors += 1;
          firstError ??= error;
          if (signal.aborted) left.push(answered);
        }
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  // What was given up but cannot be aborted (a database operation) ends before the next measurement.
  await Promise.allSettled(left);
  if (firstError) console.error(`  ${errors} failed, the first: ${String(firstError)}`);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    perSecond: Math.round(times.length / elapsedSeconds),
    requests: times.length,
    errors,
  };
}

/**
 * Keep-alive connections, at most one per worker to each service: the 50 connections the figures are
 * at. undici's pool, not `node:http`: the load is generated on the two cores the site runs on, and
 * undici takes about half the CPU a request (0.10 against 0.18–0.26 ms, docs/performance.md).
 */
const pools = new Map<string, Pool>();
const poolOf = (origin: string) => {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
    pools.set(origin, pool);
  }
  return pool;
};

/** One HTTP request over the shared connections, its answer read to the end; anything but 2xx throws. */
export async function send(
  url: string,
  signal: AbortSignal,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
) {
  const { origin, pathname, search } = new URL(url);
  const answer = await poolOf(origin).request({ path: pathname + search, method, headers, body, signal });
  await answer.body.dump();
  if (answer.statusCode < 200 || answer.statusCode >= 300)
    throw new Error(`${method} ${url}: ${answer.statusCode}`);
}

/** Lets the process exit once the bench is over. */
export const closeSockets = () => Promise.all([...pools.values()].map((pool) => pool.close()));
