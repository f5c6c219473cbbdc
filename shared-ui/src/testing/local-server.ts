// Test-only helpers (not exported from the package): a real HTTP server on 127.0.0.1 and a way
// to move the jsdom document onto its origin. Needs the jsdom-fetch test environment.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Responder = (req: RecordedRequest, res: http.ServerResponse) => void;

export interface LocalServer {
  server: http.Server;
  origin: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

export const sendJson = (res: http.ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Starts a server; `respond` sees each request with its body already read. */
export async function startLocalServer(respond: Responder): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      respond(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A port nothing listens on: bind, read the port, close. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function setDocumentUrl(url: string): void {
  const setter = (globalThis as unknown as { __setDocumentUrl?: (u: string) => void }).__setDocumentUrl;
  if (!setter) {
    throw new Error('Run this test with @jest-environment ./shared-ui/test/jsdom-fetch-environment.js');
  }
  setter(url);
}
