// A small bounded HTTP load generator: fixed concurrency over keep-alive sockets, a warm-up phase
// that is not recorded, then a fixed measuring window. Loopback only.
import http from 'node:http';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function runLoad({ url, headers, concurrency = 32, warmupMs = 2000, durationMs = 8000 }) {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(target.hostname)) throw new Error('load generator is loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const start = Date.now();
  const measureFrom = start + warmupMs;
  const stopAt = measureFrom + durationMs;

  const request = () =>
    new Promise((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', headers, agent },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve({ status: res.statusCode, ns: process.hrtime.bigint() - t0 }));
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0, ns: process.hrtime.bigint() - t0 }));
      req.end();
    });

  const worker = async () => {
    while (Date.now() < stopAt) {
      const sentAt = Date.now();
      const { status, ns } = await request();
      if (sentAt < measureFrom || Date.now() > stopAt) continue;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) errors += 1;
      latencies.push(Number(ns) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    concurrency,
    warmupMs,
    durationMs,
    requests: latencies.length,
    errors,
    statuses,
    reqPerSec: round(latencies.length / (durationMs / 1000)),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      mean: round(latencies.reduce((a, b) => a + b, 0) / (latencies.length || 1)),
      max: round(latencies[latencies.length - 1] ?? NaN),
    },
  };
}
