import autocannon from 'autocannon';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);

async function hit(url: string, headers?: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Each read endpoint beside its own service's /health in the same run, 50 connections each. */
export async function apiBench(
  targets: { name: string; url: string; health: string; headers?: Record<string, string> }[],
) {
  const out = [];
  for (const target of targets) {
    await hit(target.url, target.headers); // warm-up: caches, JIT, connection pools
    const health = await hit(target.health);
    const read = await hit(target.url, target.headers);
    out.push({
      name: target.name,
      rps: read.rps,
      p50: read.p50,
      p99: read.p99,
      errors: read.errors,
      healthRps: health.rps,
      // The floor this machine sets: the same load on a handler that does nothing.
      healthP99: health.p99,
    });
  }
  return out;
}
