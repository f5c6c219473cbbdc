// Child processes, HTTP helpers and memory sampling for `npm run bench`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const children = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Spawns `node <script>` and resolves once its output contains `readyText` (or rejects on exit / timeout). */
export function startNode(label, script, env, readyText, timeoutMs = 120_000) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} not ready after ${timeoutMs} ms:\n${output.slice(-2000)}`)), timeoutMs);
    const onData = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      reject(new Error(`${label} exited (code ${code}, signal ${signal}) before ready:\n${output.slice(-2000)}`));
    });
  });
}

export function stopChild(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stopChild(c)));
}

export function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s*kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stop() is called. */
export function sampleRss(pid, everyMs = 50) {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    const kb = rssKb(pid);
    if (kb !== undefined) {
      samples += 1;
      peak = Math.max(peak, kb);
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const kb = rssKb(pid);
      if (kb !== undefined) peak = Math.max(peak, kb);
      return { peakKb: peak, samples };
    },
  };
}

export async function postJson(base, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} -> ${res.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : {};
}
