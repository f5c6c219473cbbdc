import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'crypto';
import IORedis from 'ioredis';
import type { Socket as ClientSocket } from 'socket.io-client';
import { ConfigModule } from '../../config/config.module';
import { RealtimeModule } from '../realtime.module';
import { RealtimeService } from '../realtime.service';
import { collect, connect, postSubscription, register, sleep, startHubNode, testConfig, until, type HubNode } from './hub-test-kit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A key prefix per run: parallel runs never share channels, keys or adapter rooms.
const keyPrefix = `attest-test-rt-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}:`;

describe('Real-time hub over Redis: two API nodes and a standalone worker', () => {
  const config = testConfig(REDIS_URL);
  let nodeA: HubNode;
  let nodeB: HubNode;
  let worker: { close(): Promise<void>; get<T>(t: new (...args: never[]) => T): T };
  let workerRealtime: RealtimeService;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    nodeA = await startHubNode(config, { keyPrefix });
    nodeB = await startHubNode(config, { keyPrefix });
    @Module({ imports: [ConfigModule.forRoot(config), RealtimeModule.forRoot({ gateway: false, keyPrefix })] })
    class WorkerTestModule {}
    worker = await NestFactory.createApplicationContext(WorkerTestModule, { logger: false });
    workerRealtime = worker.get(RealtimeService);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([nodeA.app.close(), nodeB.app.close(), worker.close()]);
    const redis = new IORedis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  const openOnA = async () => {
    const socket = await connect(nodeA.url);
    sockets.push(socket);
    return socket;
  };

  it('a message published by the worker reaches a socket on an API node, exactly once', async () => {
    const eventName = await nodeA.realtime.createEventName('export', 7);
    const socket = await openOnA();
    const received = collect(socket, eventName);
    await register(socket, eventName);
    expect((await postSubscription(nodeA, eventName, socket.id, 7)).status).toBe(200);

    await workerRealtime.publish(eventName, { progress: 30 });
    await workerRealtime.publish(eventName, { url: '/api/v1/files/exports/7/x.csv', filename: 'x.csv' });
    await until(() => received.length >= 2);
    await sleep(200);
    expect(received).toEqual([{ progress: 30 }, { url: '/api/v1/files/exports/7/x.csv', filename: 'x.csv' }]);
  });

  it('the subscription POST may land on another node than the socket', async () => {
    const eventName = await nodeB.realtime.createEventName('export', 9);
    const socket = await openOnA();
    const received = collect(socket, eventName);
    await register(socket, eventName);
    expect(await postSubscription(nodeB, eventName, socket.id, 9)).toEqual({ status: 200, body: { subscribed: true } });

    await workerRealtime.publish(eventName, { progress: 100 });
    await until(() => received.length === 1);
    expect(received).toEqual([{ progress: 100 }]);
  });

  it('replays the worker\'s final message to a late subscriber through any node', async () => {
    const eventName = await nodeA.realtime.createEventName('export', 7);
    await workerRealtime.publish(eventName, { error: 'export_failed' });
    const socket = await openOnA();
    const received = collect(socket, eventName);
    await register(socket, eventName);
    expect((await postSubscription(nodeB, eventName, socket.id, 7)).status).toBe(200);
    await until(() => received.length === 1);
    expect(received).toEqual([{ error: 'export_failed' }]);
  });

  it('ownership is shared: another customer is refused on every node', async () => {
    const eventName = await nodeA.realtime.createEventName('export', 7);
    const socket = await openOnA();
    await register(socket, eventName);
    expect((await postSubscription(nodeB, eventName, socket.id, 8)).body.messageKey).toBe('not_found');
    expect((await postSubscription(nodeB, eventName, 'no-such-socket', 7)).body.messageKey).toBe('connection_not_found');
  });
});
