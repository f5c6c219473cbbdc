import Fastify from 'fastify';
import { API_HTML_CSP, API_JSON_CSP, defaultContentSecurityPolicy, FILE_CSP, frameOptionsFor, HSTS_VALUE, installBodyLimits, installSecurityHeaders } from './security-headers';

describe('defaultContentSecurityPolicy', () => {
  it.each<[string | undefined, string]>([
    [undefined, API_JSON_CSP],
    ['application/json; charset=utf-8', API_JSON_CSP],
    ['application/problem+json', API_JSON_CSP],
    ['text/plain', API_JSON_CSP],
    ['text/html; charset=utf-8', API_HTML_CSP],
    ['application/pdf', FILE_CSP],
    ['image/png', FILE_CSP],
    ['text/csv; charset=utf-8', FILE_CSP],
  ])('%p -> %p', (type, csp) => expect(defaultContentSecurityPolicy(type)).toBe(csp));
});

describe('frameOptionsFor', () => {
  it.each<[string, string | null]>([
    ["default-src 'none'; frame-ancestors 'none'", 'DENY'],
    ["frame-ancestors 'self'", 'SAMEORIGIN'],
    ["frame-ancestors 'self' https://ats.example.com", null],
    ["default-src 'self'", null],
  ])('%p -> %p', (csp, value) => expect(frameOptionsFor(csp)).toBe(value));
});

describe('installSecurityHeaders and installBodyLimits on a bare Fastify', () => {
  const app = Fastify({ bodyLimit: 1024, trustProxy: true });
  installSecurityHeaders(app);
  installBodyLimits(app, [{ method: 'POST', url: '/big/:id', bytes: 4096 }]);
  app.post('/small', async (req) => ({ size: JSON.stringify(req.body).length }));
  app.post('/big/:id', async (req) => ({ size: JSON.stringify(req.body).length }));
  app.get('/page', async (_req, reply) => reply.type('text/html').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send('<p>mail</p>'));
  app.get('/own', async (_req, reply) => reply.header('content-security-policy', "frame-ancestors 'self' https://ats.example.com").header('referrer-policy', 'origin').send({ ok: true }));
  afterAll(() => app.close());

  const body = (n: number) => JSON.stringify({ v: 'x'.repeat(n) });

  it('keeps the default limit and raises it only on the listed route', async () => {
    expect((await app.inject({ method: 'POST', url: '/small', headers: { 'content-type': 'application/json' }, payload: body(2000) })).statusCode).toBe(413);
    expect((await app.inject({ method: 'POST', url: '/big/1', headers: { 'content-type': 'application/json' }, payload: body(2000) })).json()).toEqual({ size: body(2000).length });
    expect((await app.inject({ method: 'POST', url: '/big/1', headers: { 'content-type': 'application/json' }, payload: body(5000) })).statusCode).toBe(413);
  });

  it('fills the headers an answer did not set, keeps those it did, and sends HSTS only over TLS', async () => {
    const plain = await app.inject({ method: 'POST', url: '/small', headers: { 'content-type': 'application/json' }, payload: body(10) });
    expect(plain.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'content-security-policy': API_JSON_CSP, 'x-frame-options': 'DENY' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const own = await app.inject({ method: 'GET', url: '/own', headers: { 'x-forwarded-proto': 'https' } });
    expect(own.headers).toMatchObject({
      'content-security-policy': "frame-ancestors 'self' https://ats.example.com",
      'referrer-policy': 'origin',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': HSTS_VALUE,
    });
    expect(own.headers['x-frame-options']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const missing = await app.inject({ method: 'GET', url: '/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-security-policy': API_JSON_CSP, 'x-frame-options': 'DENY' });
  });
});
