// Test-only: the fake I-9 API of i9-test-kit, answering with CORS headers. jsdom's XMLHttpRequest keeps the
// origin the window was created with (http://localhost) when the document moves to the test server, so an
// upload through XHR (the only way to follow upload progress) is cross-origin in these tests.
import { configure } from '@testing-library/react';
import { sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '@attest/shared-ui/testing/local-server';
import { notFound, type FakeI9Api, type Handlers } from '../../testing/i9-test-kit';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
  'Access-Control-Allow-Headers': 'authorization, x-requested-by-party, x-request-customer-id, accept, content-type, referrer_url',
};

export function serveCorsFakeApi(path: string): FakeI9Api {
  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });
  const handlers: Handlers = {};
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      for (const [name, value] of Object.entries(CORS)) {
        res.setHeader(name, value);
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204);
        res.end();
        return;
      }
      const handler = handlers[`${req.method} ${req.url.split('?')[0]}`];
      const answer = typeof handler === 'function' ? handler(req) : (handler ?? notFound);
      sendJson(res, answer.status ?? 200, answer.body);
    });
    setDocumentUrl(`${server.origin}/acme/hq/${path}`);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    for (const key of Object.keys(handlers)) {
      delete handlers[key];
    }
    handlers['GET /api/v1/configurations'] = { body: [] };
    window.sessionStorage.clear();
  });
  return {
    handlers,
    requests: () => server.requests.filter((r) => r.method !== 'OPTIONS'),
    calls: (key) =>
      server.requests
        .filter((r) => `${r.method} ${r.url.split('?')[0]}` === key)
        .map((r) => ({ url: r.url, body: r.body ? (JSON.parse(r.body) as unknown) : null })),
  };
}
