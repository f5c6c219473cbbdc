import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import type { AuthedRequest } from '../../auth/auth-context';
import { loadConfig, type AppConfig } from '../../config/app-config';
import { ConfigModule } from '../../config/config.module';
import { createApp } from '../../http/create-app';
import { RealtimeModule } from '../realtime.module';
import { RealtimeService } from '../realtime.service';
import type { RealtimeModuleOptions } from '../realtime.types';

export function testConfig(redisUrl?: string): AppConfig {
  return { ...loadConfig({ ATTEST_VAR_DIR: '/tmp/attest-realtime-test' }), redisUrl };
}

export interface HubNode {
  app: NestFastifyApplication;
  url: string;
  realtime: RealtimeService;
}

/** A real Nest app on Fastify with the hub, listening on a free port. Auth is stood in by a header. */
export async function startHubNode(config: AppConfig, options: RealtimeModuleOptions = {}): Promise<HubNode> {
  @Module({ imports: [ConfigModule.forRoot(config), RealtimeModule.forRoot(options)] })
  class HubTestModule {}
  const app = await createApp(HubTestModule, config, { logger: false });
  // Stands in for the AuthGuard, which sets request.auth from a verified token.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (req: AuthedRequest) => {
      const customer = req.headers['x-test-customer'];
      if (typeof customer === 'string') {
        req.auth = { party: 'user', customerId: Number(customer), userId: 1, tokenId: 1 };
      }
    });
  await app.listen(0, '127.0.0.1');
  return { app, url: await app.getUrl(), realtime: app.get(RealtimeService) };
}

export async function connect(url: string): Promise<ClientSocket> {
  const socket = io(url, { path: '/hub', transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export async function register(socket: ClientSocket, eventName: string): Promise<{ registered: boolean }> {
  return (await socket.timeout(2000).emitWithAck('register', eventName)) as { registered: boolean };
}

export async function postSubscription(node: HubNode, eventName: string, socketId: unknown, customerId: number) {
  const res = await fetch(`${node.url}/api/v1/realtime/subscriptions/${eventName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-customer': String(customerId) },
    body: JSON.stringify({ value: socketId }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Collects every message of one event name on a socket. */
export function collect(socket: ClientSocket, eventName: string): unknown[] {
  const messages: unknown[] = [];
  socket.on(eventName, (payload: unknown) => messages.push(payload));
  return messages;
}

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('until: condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
