// EAD revocations (issue 13): E-Verify's Status Change Report parsed (csv-parse, streamed) and matched (contracts'
// RevocationMatcher) on a generated 50,000-row file against 20,000 employees, in a child process of its own so its
// peak RSS is the parser's and the matcher's alone. Reads the SWC build in services/*/dist; reports only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const round1 = (n) => Math.round(n * 10) / 10;
const mb = (bytes) => round1(bytes / 1024 / 1024);

const digits = (n, width) => String(n).padStart(width, '0');
const aNumber = (i) => `A${digits(100_000_000 + i, 9)}`;
const card = (i) => `SRC${digits(1_000_000_000 + i, 10)}`;

/** The report: a fifth matches on both numbers, a fifth by card, a fifth by A-Number, two fifths nobody (1 in 100 ambiguous), 1 in 997 a bad date. */
async function writeReport(file, rows, employees) {
  const out = fs.createWriteStream(file);
  const write = async (line) => {
    if (!out.write(line)) {
      await once(out, 'drain');
    }
  };
  await write('Case Number,Last Name,First Name,A-Number/USCIS #,Document (card) Number,Status Change,Status Change Date\r\n');
  for (let i = 0; i < rows; i += 1) {
    const e = i % employees;
    const kind = i % 5;
    const ambiguous = kind === 4 && i % 100 === 4;
    const a = kind === 0 || kind === 2 || ambiguous ? aNumber(e) : kind === 3 ? aNumber(employees + i) : '';
    const c = kind === 0 || kind === 1 ? card(e) : ambiguous ? card((e + 1) % employees) : kind === 4 ? card(employees + i) : '';
    const date = i % 997 === 0 ? '13/45/2025' : `2025-${digits((i % 12) + 1, 2)}-15`;
    await write(`${digits(2025000000000 + i, 13)}AB,Person,Employee,${a},${c},EAD revoked,${date}\r\n`);
  }
  out.end();
  await once(out, 'finish');
}

async function child({ rows, employees }) {
  const require = createRequire(import.meta.url);
  const { RevocationMatcher } = require(path.join(root, 'services/contracts/dist/index.js'));
  const { readRevocationReport } = require(path.join(root, 'services/compliance/dist/everify/revocations/revocation-report.js'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-bench-revocations-'));
  try {
    const file = path.join(dir, 'status-change-report.csv');
    await writeReport(file, rows, employees);
    const bytes = fs.statSync(file).size;
    const indexStarted = performance.now();
    const matcher = new RevocationMatcher(Array.from({ length: employees }, (_, i) => ({ id: i + 1, aNumber: aNumber(i), cardNumbers: [card(i)] })));
    const indexMs = performance.now() - indexStarted;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const counts = { exact: 0, by_card: 0, by_a_number: 0, none: 0, ambiguous: 0, invalid: 0 };
    const started = performance.now();
    for await (const item of readRevocationReport(fs.createReadStream(file))) {
      if (item.ok) {
        counts[matcher.match(item.row).kind] += 1;
      } else {
        counts.invalid += 1;
      }
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    const read = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      rows: read,
      employees,
      fileMb: mb(bytes),
      indexMs: round1(indexMs),
      durationSeconds: round1(ms / 1000),
      rowsPerSecond: Math.round((read / ms) * 1000),
      rss: { baselineMb: mb(baseline), peakMb: mb(peak), deltaMb: mb(peak - baseline) },
      counts,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the measure in a child process (its own heap and RSS) and answers its figures. */
export async function benchRevocations({ rows = 50_000, employees = 20_000, log } = {}) {
  const proc = spawn(process.execPath, ['--expose-gc', here, '--child', String(rows), String(employees)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const [code] = await once(proc, 'exit');
  if (code !== 0) {
    throw new Error(`bench-revocations exited with ${code}`);
  }
  const result = JSON.parse(out);
  log?.(`revocations: ${result.rows.toLocaleString('en-US')} rows in ${result.durationSeconds} s (${result.rowsPerSecond.toLocaleString('en-US')} rows/s), peak RSS ${result.rss.peakMb} MB`);
  return result;
}

export function revocationsReport(r, step = 7) {
  return [
    `${step}. EAD revocations: a ${r.rows.toLocaleString('en-US')}-row Status Change Report (${r.fileMb} MB) parsed (csv-parse, streamed) and matched against ${r.employees.toLocaleString('en-US')} employees, in its own process`,
    `  ${r.rowsPerSecond.toLocaleString('en-US')} rows/s (${r.durationSeconds} s; index built in ${r.indexMs} ms)   RSS baseline ${r.rss.baselineMb} MB, peak ${r.rss.peakMb} MB, delta ${r.rss.deltaMb} MB`,
    `  rows: exact ${r.counts.exact}, by card ${r.counts.by_card}, by A-Number ${r.counts.by_a_number}, none ${r.counts.none}, ambiguous ${r.counts.ambiguous}, refused ${r.counts.invalid}`,
  ];
}

if (process.argv[2] === '--child') {
  process.stdout.write(JSON.stringify(await child({ rows: Number(process.argv[3]), employees: Number(process.argv[4]) })));
} else if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  // Run alone: `node infra/scripts/bench-revocations.mjs` (after the services are built).
  const result = await benchRevocations({ log: (m) => console.log(`[bench] ${m}`) });
  console.log(revocationsReport(result).join('\n'));
}
