// A small bounded load generator: fixed concurrency (over keep-alive sockets for HTTP), a warm-up phase
// that is not recorded, then a fixed measuring window. Loopback only.
import http from 'node:http';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** HTTP load on one URL (GET, or `method` with a JSON `body`). */
export async function runLoad({ url, headers, method = 'GET', body, concurrency = 32, warmupMs = 2000, durationMs = 8000 }) {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(target.hostname)) throw new Error('load generator is loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sendHeaders = payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  const request = () =>
    new Promise((resolve) => {
      const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: sendHeaders, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(0));
      req.end(payload);
    });
  try {
    return await runCalls({ call: request, concurrency, warmupMs, durationMs });
  } finally {
    agent.destroy();
  }
}

/** Load on any async call resolving to a status (2xx counts as success), e.g. bare SQL through a pool. */
export async function runCalls({ call, concurrency = 32, warmupMs = 2000, durationMs = 8000 }) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const start = Date.now();
  const measureFrom = start + warmupMs;
  const stopAt = measureFrom + durationMs;

  const worker = async () => {
    while (Date.now() < stopAt) {
      const sentAt = Date.now();
      const t0 = process.hrtime.bigint();
      const status = await call();
      const ns = process.hrtime.bigint() - t0;
      if (sentAt < measureFrom || Date.now() > stopAt) continue;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) errors += 1;
      latencies.push(Number(ns) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
