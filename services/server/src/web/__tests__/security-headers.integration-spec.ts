import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { RECRUITER_TAB_ORIGINS_KEY } from '@attest/contracts';
import { CustomersService } from '@attest/identity';
import { CustomerConfigService, HSTS_VALUE, STORAGE, type AppConfig, type StorageService } from '@attest/platform';
import { startTestApp, type TestApp } from '@attest/platform/testing';
import { ServerModule } from '../../server.module';
import { serveWeb } from '../serve-web';

/**
 * The security headers on every kind of answer the server gives (decision 0049): a page, a remote's
 * file, an API JSON answer, a signed file download, errors (404, 400, 413), the signing page and the
 * recruiter tab with the customer's ATS origins; HSTS only behind TLS.
 */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(base: string, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + urlPath, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const get = (base: string, urlPath: string, headers: Record<string, string> = {}) => request(base, 'GET', urlPath, headers);

/** The policy as directive → sources. */
function directives(csp: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      out[name] = sources;
    }
  }
  return out;
}

/** What every answer carries, whatever its kind. */
function expectCommon(res: Answer): void {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
  expect(res.headers['content-security-policy']).toBeTruthy();
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

function expectApiJsonHeaders(res: Answer): void {
  expectCommon(res);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

const CDN = 'https://cdn.example.com';
const ATS = 'https://ats.example.com';

describe('security headers on every kind of answer', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'attest-sec-'));
    const shellDist = path.join(webRoot, 'shell/dist');
    const applicantDist = path.join(webRoot, 'mfe-applicant/dist');
    const adminDist = path.join(webRoot, 'mfe-account-admin/dist');
    for (const dir of [shellDist, applicantDist, adminDist]) {
      fs.mkdirSync(dir, { recursive: true });
    }
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html><head><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(shellDist, 'main.0123abcd.js'), 'window.main = 1;');
    fs.writeFileSync(path.join(applicantDist, 'remoteEntry.js'), 'window.applicant = 1;');
    fs.writeFileSync(path.join(applicantDist, 'index.html'), '<!doctype html><html><body>standalone</body></html>');
    fs.writeFileSync(path.join(adminDist, 'recruiter-tab.html'), '<!doctype html><html><head><script defer src="/remotes/account-admin/recruiterTab.js"></script></head><body>tab</body></html>');
    // One remote deployed on another origin: its origin joins script-src (REMOTES_MANIFEST).
    const manifestPath = path.join(webRoot, 'remotes.json');
    fs.writeFileSync(manifestPath, JSON.stringify({ talent: `${CDN}/remotes/talent/remoteEntry.js` }));
    t = await startTestApp((config: AppConfig) => ServerModule.forRoot(config) as never, {
      env: { TRUST_PROXY: 'true' },
      beforeListen: (app) => serveWeb(app, { webRoot, manifestPath }),
    });
    const customer = await t.app.get(CustomersService).createCustomer({ code: 'sechead', name: 'Security headers' });
    await t.app.get(CustomerConfigService).setForCustomer(customer.id, RECRUITER_TAB_ORIGINS_KEY, `${ATS}, not an origin`);
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a page (the shell) with a policy without inline scripts, never framed', async () => {
    const res = await get(t.baseUrl, '/acme/hq/login');
    expect(res.status).toBe(200);
    expectCommon(res);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", CDN]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", CDN]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['connect-src']).toEqual(["'self'", `ws://${new URL(t.baseUrl).host}`, CDN]);
    expect(csp['frame-src']).toEqual(expect.arrayContaining(["'self'"]));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The same policy for / and for /index.html (never sent as a plain file).
    for (const urlPath of ['/', '/index.html']) {
      const other = await get(t.baseUrl, urlPath);
      expect(other.status).toBe(200);
      expect(other.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    }
  });

  it("lets only our own pages frame the signing page, and sends no referrer from addresses carrying a token", async () => {
    const signing = await get(t.baseUrl, '/acme/hq/esign/abcDEF123');
    expect(signing.status).toBe(200);
    expectCommon(signing);
    expect(directives(signing.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(signing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(signing.headers['referrer-policy']).toBe('no-referrer');
    const reset = await get(t.baseUrl, '/acme/hq/reset-password?token=abc');
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    expect(directives(reset.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it("sends the recruiter tab framable by the customer's ATS origins only, with the page policy", async () => {
    const res = await get(t.baseUrl, '/recruiter-tab?customer=sechead&launch=tok');
    expect(res.status).toBe(200);
    expect(res.body).toContain('tab');
    expectCommon(res);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'self'", ATS]);
    expect(csp['script-src']).toEqual(["'self'", CDN]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // X-Frame-Options cannot name the ATS: left out so the CSP decides.
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const unknown = await get(t.baseUrl, '/recruiter-tab?customer=nobody');
    expect(directives(unknown.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(unknown.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends a remote's file with nosniff, framable only by our pages, and never a remote's HTML without a policy", async () => {
    const res = await get(t.baseUrl, '/remotes/applicant/remoteEntry.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expectCommon(res);
    expect(directives(res.headers['content-security-policy'])).toEqual({ 'frame-ancestors': ["'self'"] });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const html = await get(t.baseUrl, '/remotes/applicant/index.html');
    expect(html.status).toBe(404);
    expectApiJsonHeaders(html);
  });

  it('sends an API JSON answer and the remotes manifest that load nothing and are never framed', async () => {
    const res = await get(t.baseUrl, '/api/v1/health/applicant');
    expect(res.status).toBe(200);
    expectApiJsonHeaders(res);
    const manifest = await get(t.baseUrl, '/remotes.manifest.json');
    expect(manifest.status).toBe(200);
    expectApiJsonHeaders(manifest);
  });

  it('sends a signed file download framable by our own viewers only, without a referrer', async () => {
    const storage = t.app.get<StorageService>(STORAGE);
    await storage.put('security-headers/sample.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const link = storage.signedUrl('security-headers/sample.pdf', { ttlSeconds: 60, filename: 'sample.pdf' });
    const res = await get(t.baseUrl, link);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expectCommon(res);
    expect(directives(res.headers['content-security-policy'])).toEqual({ 'frame-ancestors': ["'self'"] });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const tampered = await get(t.baseUrl, link.replace(/signature=[0-9a-f]/, 'signature=x'));
    expect(tampered.status).toBe(403);
    expectApiJsonHeaders(tampered);
  });

  it('sends errors (404, 400, bad JSON) with the API headers and a messageKey', async () => {
    const missing = await get(t.baseUrl, '/api/v1/no-such-route');
    expect(missing.status).toBe(404);
    expectApiJsonHeaders(missing);
    const invalid = await request(t.baseUrl, 'POST', '/api/v1/recruiter-tab/launches/exchange', { 'content-type': 'application/json' }, '{}');
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toMatchObject({ messageKey: 'validation_failed' });
    expectApiJsonHeaders(invalid);
    const badJson = await request(t.baseUrl, 'POST', '/api/v1/recruiter-tab/launches/exchange', { 'content-type': 'application/json' }, '{"token":');
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.body)).toMatchObject({ messageKey: 'malformed_json' });
    expectApiJsonHeaders(badJson);
  });

  it('keeps JSON bodies to 1 MB except where a route takes more (bulk upload rows: 8 MB), answering 413 JSON', async () => {
    const big = JSON.stringify({ token: 'x'.repeat(2 * 1024 * 1024), customer_code: 'acme' });
    const tooLarge = await request(t.baseUrl, 'POST', '/api/v1/recruiter-tab/launches/exchange', { 'content-type': 'application/json' }, big);
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ statusCode: 413, messageKey: 'payload_too_large' });
    expectApiJsonHeaders(tooLarge);
    // The same 2 MB reaches the bulk rows route (and its guard: no session, 401), past the body parser.
    const rows = JSON.stringify({ rows: [{ row_no: 1, values: { first_name: 'x'.repeat(2 * 1024 * 1024) } }] });
    const accepted = await request(t.baseUrl, 'POST', '/api/v1/applicants/bulkupload/1/rows', { 'content-type': 'application/json' }, rows);
    expect(accepted.status).toBe(401);
    expectApiJsonHeaders(accepted);
    const huge = JSON.stringify({ rows: [{ row_no: 1, values: { first_name: 'x'.repeat(9 * 1024 * 1024) } }] });
    const refused = await request(t.baseUrl, 'POST', '/api/v1/applicants/bulkupload/1/rows', { 'content-type': 'application/json' }, huge);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ messageKey: 'payload_too_large' });
  });

  it('sends HSTS only when the request came over TLS (a trusted proxy says https), and a wss: realtime origin then', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    for (const urlPath of ['/acme/hq/login', '/api/v1/health/applicant', '/api/v1/no-such-route', '/remotes/applicant/remoteEntry.js']) {
      const res = await get(t.baseUrl, urlPath, tls);
      expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
      expect((await get(t.baseUrl, urlPath)).headers['strict-transport-security']).toBeUndefined();
    }
    const page = await get(t.baseUrl, '/acme/hq/login', tls);
    expect(directives(page.headers['content-security-policy'])['connect-src']).toContain(`wss://${new URL(t.baseUrl).host}`);
  });
});
