/**
 * @jest-environment ./shared-ui/test/jsdom-fetch-environment.js
 */
import { setImmediate as realSetImmediate } from 'node:timers';
import { Server } from 'socket.io';
import { setApplicantSession } from '../session/session';
import { closedPort, sendJson, setDocumentUrl, startLocalServer, type LocalServer } from '../testing/local-server';
import { awaitAsyncFile, AsyncFileError } from './awaitAsyncFile';
import { act, renderHook } from '@testing-library/react';
import { getRealtimeClient, RealtimeClient } from './RealtimeClient';
import { useAsyncExport } from './useAsyncExport';
import { RealtimeConnectionError, type RealtimeMessage } from './realtime-types';

const tick = () => new Promise<void>((resolve) => realSetImmediate(resolve));

async function until(condition: () => boolean, label: string): Promise<void> {
  for (let i = 0; i < 2000; i += 1) {
    if (condition()) {
      return;
    }
    await tick();
  }
  throw new Error(`timed out waiting for ${label}`);
}

describe('RealtimeClient connection retries', () => {
  afterEach(() => jest.useRealTimers());

  it('tries 20 times, 1 second apart, then fails with a clear error', async () => {
    const port = await closedPort();
    setDocumentUrl(`http://127.0.0.1:${port}/acme/hq/`);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const client = new RealtimeClient({ transports: ['websocket'] });
    const failures: number[] = [];
    let outcome: unknown;
    client.connect().then(
      () => (outcome = 'connected'),
      (error: unknown) => (outcome = error),
    );
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await until(() => client.attempts === attempt, `attempt ${attempt}`);
      failures.push(Date.now());
      jest.advanceTimersByTime(1000);
    }
    await until(() => outcome !== undefined, 'the outcome');
    expect(outcome).toBeInstanceOf(RealtimeConnectionError);
    expect((outcome as Error).message).toBe('Could not connect to the real-time hub after 20 attempts');
    expect(client.attempts).toBe(20);
    const gaps = failures.slice(1).map((t, i) => t - failures[i]);
    expect(gaps).toEqual(Array(19).fill(1000));
    // No 21st attempt is scheduled.
    jest.advanceTimersByTime(5000);
    await tick();
    expect(client.attempts).toBe(20);
    client.close();
  });

  it('honours a smaller attempt budget with real timers', async () => {
    const port = await closedPort();
    setDocumentUrl(`http://127.0.0.1:${port}/`);
    const client = new RealtimeClient({ maxAttempts: 3, retryDelayMs: 10 });
    await expect(client.connect()).rejects.toBeInstanceOf(RealtimeConnectionError);
    expect(client.attempts).toBe(3);
    client.close();
  });
});

describe('RealtimeClient subscribe handshake against a real socket.io hub', () => {
  let server: LocalServer;
  let io: Server;
  const log: string[] = [];
  const registered = new Map<string, Set<string>>();

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const match = /^\/api\/v1\/realtime\/subscriptions\/(.+)$/.exec(req.url);
      if (req.method !== 'POST' || !match) {
        sendJson(res, 404, { statusCode: 404, messageKey: 'route_not_found' });
        return;
      }
      const eventName = decodeURIComponent(match[1]);
      const { value } = JSON.parse(req.body) as { value: string };
      log.push(`post ${eventName} ${req.headers.authorization ?? ''}`);
      if (!registered.get(value)?.has(eventName)) {
        sendJson(res, 409, { statusCode: 409, error: 'Conflict', messageKey: 'not_registered' });
        return;
      }
      sendJson(res, 201, { subscribed: true });
      const target = io.to(value);
      if (eventName === 'job-fails') {
        target.emit(eventName, { error: 'export_failed' });
      } else {
        target.emit(eventName, { progress: 40 });
        target.emit(eventName, { progress: 90 });
        target.emit(eventName, { url: '/api/v1/files/x?signature=s', filename: 'applicants.csv' });
      }
    });
    io = new Server(server.server, { path: '/hub' });
    io.on('connection', (socket) => {
      socket.on('register', (eventName: string, ack?: (answer: string) => void) => {
        log.push(`register ${eventName}`);
        registered.set(socket.id, (registered.get(socket.id) ?? new Set()).add(eventName));
        ack?.('ok');
      });
    });
    setDocumentUrl(`${server.origin}/acme/hq/`);
  });

  afterAll(async () => {
    await io.close();
    await server.close();
  });

  beforeEach(() => {
    log.length = 0;
    window.sessionStorage.clear();
    setApplicantSession({ access_token: 'tok-a', applicant_id: 1, customer_id: 2, customer_code: 'acme' });
  });

  it('registers, then POSTs the connection id, then delivers progress and the file', async () => {
    const client = new RealtimeClient();
    const messages: RealtimeMessage[] = [];
    const unsubscribe = client.subscribe('job-1', '/api/v1/realtime/subscriptions/job-1', (m) => messages.push(m));
    await unsubscribe.ready;
    await until(() => messages.length === 3, 'three messages');
    expect(log).toEqual(['register job-1', 'post job-1 Basic tok-a']);
    expect(messages).toEqual([
      { progress: 40 },
      { progress: 90 },
      { url: '/api/v1/files/x?signature=s', filename: 'applicants.csv' },
    ]);
    unsubscribe();
    client.close();
  });

  it('a POST without register is refused by this hub, proving the order matters', async () => {
    const client = new RealtimeClient();
    const socket = await client.connect();
    const answer = await fetch('/api/v1/realtime/subscriptions/job-x', {
      method: 'POST',
      body: JSON.stringify({ value: socket.id }),
    });
    expect(answer.status).toBe(409);
    client.close();
  });

  it('awaitAsyncFile resolves with the file and reports progress', async () => {
    const client = new RealtimeClient();
    const progress: number[] = [];
    const file = await awaitAsyncFile({
      client,
      start: () => Promise.resolve({ event_name: 'job-2', subscription_url: '/api/v1/realtime/subscriptions/job-2' }),
      onProgress: (p) => progress.push(p),
    });
    expect(file).toEqual({ url: '/api/v1/files/x?signature=s', filename: 'applicants.csv' });
    expect(progress).toEqual([40, 90]);
    client.close();
  });

  it('awaitAsyncFile rejects with the error the job reports', async () => {
    const client = new RealtimeClient();
    const result = awaitAsyncFile({
      client,
      start: () => Promise.resolve({ event_name: 'job-fails', subscription_url: '/api/v1/realtime/subscriptions/job-fails' }),
    });
    await expect(result).rejects.toEqual(new AsyncFileError('export_failed'));
    client.close();
  });

  it('useAsyncExport follows the job, downloads the file and reports the end state', async () => {
    const downloads: string[] = [];
    const onClick = (event: MouseEvent) => {
      downloads.push((event.target as HTMLAnchorElement).download);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    const start = () => Promise.resolve({ event_name: 'job-3', subscription_url: '/api/v1/realtime/subscriptions/job-3' });
    const { result } = renderHook(() => useAsyncExport(start));
    let file: unknown;
    await act(async () => {
      file = await result.current.run();
    });
    document.removeEventListener('click', onClick);
    expect(file).toEqual({ url: '/api/v1/files/x?signature=s', filename: 'applicants.csv' });
    expect(downloads).toEqual(['applicants.csv']);
    expect(result.current).toMatchObject({ running: false, progress: 100, error: null });
    getRealtimeClient().close();
  });
});
