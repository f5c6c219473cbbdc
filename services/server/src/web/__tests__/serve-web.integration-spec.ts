import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import type { AppConfig } from '@attest/platform';
import { startTestApp, type TestApp } from '@attest/platform/testing';
import { ServerModule } from '../../server.module';
import { serveWeb } from '../serve-web';

/**
 * The built front ends as the real server sends them: a tiny fake build (no webpack in Jest) with a
 * content-hashed script that the "build" precompressed, one it did not (on-the-fly fallback), a remote's
 * remoteEntry.js and index.html.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = 'main.0123abcd.js';
const NOT_PRECOMPRESSED = '588.89abcdef.js';

const script = (name: string) =>
  Buffer.from(
    Array.from({ length: 400 }, (_, i) => `window.__${name.replace(/\W/g, '_')}_${i} = ${i} * 2;\n`).join(''),
  );

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Plain node http: fetch would add its own Accept-Encoding and undo the coding, hiding what was sent. */
function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + urlPath, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') {
    return zlib.brotliDecompressSync(answer.body);
  }
  return coding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
}

function varyIncludesAcceptEncoding(answer: RawAnswer): boolean {
  return String(answer.headers.vary ?? '')
    .split(',')
    .some((v) => v.trim().toLowerCase() === 'accept-encoding');
}

describe('serving the built front ends: compression and caching', () => {
  let t: TestApp;
  let webRoot: string;
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-web-'));
    const shellDist = path.join(webRoot, 'shell/dist');
    const remoteDist = path.join(webRoot, 'mfe-applicant/dist');
    fs.mkdirSync(shellDist, { recursive: true });
    fs.mkdirSync(remoteDist, { recursive: true });
    files.index = Buffer.from(
      `<!doctype html><html><head><script defer src="/${HASHED}"></script></head><body><div id="root"></div></body></html>`,
    );
    files.hashed = script('main');
    files.plain = script('chunk');
    files.remoteEntry = script('remote');
    fs.writeFileSync(path.join(shellDist, 'index.html'), files.index);
    fs.writeFileSync(path.join(shellDist, HASHED), files.hashed);
    // What the build's compression step writes: the same bytes, coded, beside the file.
    fs.writeFileSync(path.join(shellDist, `${HASHED}.br`), zlib.brotliCompressSync(files.hashed));
    fs.writeFileSync(path.join(shellDist, `${HASHED}.gz`), zlib.gzipSync(files.hashed, { level: 9 }));
    fs.writeFileSync(path.join(shellDist, NOT_PRECOMPRESSED), files.plain);
    fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), files.remoteEntry);
    t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never, {
      beforeListen: (app) => serveWeb(app, { webRoot }),
    });
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a content-hashed script immutable for a year, as the prebuilt brotli when br is accepted', async () => {
    const res = await get(t.baseUrl, `/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(varyIncludesAcceptEncoding(res)).toBe(true);
    expect(res.body.equals(fs.readFileSync(path.join(webRoot, 'shell/dist', `${HASHED}.br`)))).toBe(true);
    expect(res.body.length).toBeLessThan(files.hashed.length / 2);
    expect(decode(res).equals(files.hashed)).toBe(true);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const res = await get(t.baseUrl, `/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(varyIncludesAcceptEncoding(res)).toBe(true);
    expect(decode(res).equals(files.hashed)).toBe(true);
  });

  it('sends the bytes as they are without Accept-Encoding (and when br and gzip are refused)', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of variants) {
      const res = await get(t.baseUrl, `/${HASHED}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varyIncludesAcceptEncoding(res)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(files.hashed.length);
      expect(res.body.equals(files.hashed)).toBe(true);
    }
  });

  it('compresses on the fly a script the build did not precompress, with a weak validator', async () => {
    const br = await get(t.baseUrl, `/${NOT_PRECOMPRESSED}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-length']).toBeUndefined();
    expect(String(br.headers.etag)).toMatch(/^W\//);
    expect(decode(br).equals(files.plain)).toBe(true);
    const gz = await get(t.baseUrl, `/${NOT_PRECOMPRESSED}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz).equals(files.plain)).toBe(true);
    const plain = await get(t.baseUrl, `/${NOT_PRECOMPRESSED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(files.plain)).toBe(true);
  });

  it('answers a revalidation of a coded file with 304 and no body', async () => {
    const first = await get(t.baseUrl, `/${HASHED}`, { 'accept-encoding': 'br' });
    const again = await get(t.baseUrl, `/${HASHED}`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends index.html, the SPA fallback and a remote entry as no-cache', async () => {
    for (const urlPath of ['/index.html', '/acme/hq/login', '/']) {
      const res = await get(t.baseUrl, urlPath, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(decode(res).equals(files.index)).toBe(true);
      // No site may frame the product's pages (clickjacking; the signing page and recruiter tab apart, decision 0049).
      expect(res.headers['content-security-policy']).toMatch(/; frame-ancestors 'none'$/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const entry = await get(t.baseUrl, '/remotes/applicant/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(varyIncludesAcceptEncoding(entry)).toBe(true);
    expect(decode(entry).equals(files.remoteEntry)).toBe(true);
  });

  it('keeps the generated remotes manifest out of every cache', async () => {
    const res = await get(t.baseUrl, '/remotes.manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body.toString('utf8')).applicant).toBe('/remotes/applicant/remoteEntry.js');
  });

  it('does not serve the precompressed files under their own names, nor touch the API', async () => {
    const br = await get(t.baseUrl, `/${HASHED}.br`);
    // Not a file of its own: the SPA fallback answers with index.html.
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(br.body.equals(files.index)).toBe(true);
    const api = await get(t.baseUrl, '/api/v1/health/applicant', { 'accept-encoding': 'br' });
    expect(api.status).toBe(200);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
