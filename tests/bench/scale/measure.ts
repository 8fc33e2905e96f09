import http from 'node:http';
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

/** Keep-alive sockets, at most one per worker and service: the 50 connections the figures are at. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One HTTP request over the shared sockets, its answer read to the end; anything but 2xx throws. */
export function send(
  url: string,
  signal: AbortSignal,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<void>((resolve, reject) => {
    const request = http.request(url, { agent, method, headers, signal }, (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      response.once('error', reject);
      response.once('end', () =>
        status >= 200 && status < 300 ? resolve() : reject(new Error(`${method} ${url}: ${status}`)),
      );
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** Lets the process exit once the bench is over. */
export const closeSockets = () => agent.destroy();
