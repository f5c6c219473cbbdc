import type { Socket as ClientSocket } from 'socket.io-client';
import { collect, connect, postSubscription, register, sleep, startHubNode, testConfig, until, type HubNode } from './hub-test-kit';

// The embedded default: no Redis, everything in one process.
describe('Real-time hub, in process', () => {
  let node: HubNode;
  const sockets: ClientSocket[] = [];
  const open = async () => {
    const socket = await connect(node.url);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    node = await startHubNode(testConfig(undefined));
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await node.app.close();
  });

  it('register, subscribe, publish: the socket receives the messages', async () => {
    const eventName = await node.realtime.createEventName('export', 7);
    expect(eventName).toMatch(/^export-[A-Za-z0-9_-]{22}$/);
    const socket = await open();
    const received = collect(socket, eventName);
    expect(await register(socket, eventName)).toEqual({ registered: true });
    expect(await postSubscription(node, eventName, socket.id, 7)).toEqual({ status: 200, body: { subscribed: true } });

    await node.realtime.publish(eventName, { progress: 50 });
    await node.realtime.publish(eventName, { url: '/api/v1/files/exports/7/a.csv', filename: 'a.csv' });
    await until(() => received.length === 2);
    expect(received).toEqual([{ progress: 50 }, { url: '/api/v1/files/exports/7/a.csv', filename: 'a.csv' }]);
  });

  it('replays the last message to a socket that subscribes after the job finished', async () => {
    const eventName = await node.realtime.createEventName('export', 7);
    await node.realtime.publish(eventName, { progress: 100 });
    await node.realtime.publish(eventName, { url: '/done', filename: 'done.csv' });
    const socket = await open();
    const received = collect(socket, eventName);
    await register(socket, eventName);
    expect((await postSubscription(node, eventName, socket.id, 7)).status).toBe(200);
    await until(() => received.length === 1);
    expect(received).toEqual([{ url: '/done', filename: 'done.csv' }]);
  });

  it('does not deliver to sockets that did not subscribe', async () => {
    const eventName = await node.realtime.createEventName('export', 7);
    const bystander = await open();
    const received = collect(bystander, eventName);
    await register(bystander, eventName);
    await node.realtime.publish(eventName, { progress: 10 });
    await sleep(150);
    expect(received).toEqual([]);
  });

  it('refuses another customer, an unknown event name, an unknown socket and an unregistered socket', async () => {
    const eventName = await node.realtime.createEventName('export', 7);
    const socket = await open();
    await register(socket, eventName);
    expect(await postSubscription(node, eventName, socket.id, 8)).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', messageKey: 'not_found' },
    });
    expect((await postSubscription(node, 'export-doesnotexist0000000000', socket.id, 7)).body.messageKey).toBe('not_found');
    expect(await postSubscription(node, eventName, 'no-such-socket', 7)).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', messageKey: 'connection_not_found' },
    });
    const unregistered = await open();
    expect((await postSubscription(node, eventName, unregistered.id, 7)).body.messageKey).toBe('connection_not_found');

    // A refused subscription receives nothing.
    const leaked = collect(unregistered, eventName);
    await node.realtime.publish(eventName, { progress: 1 });
    await sleep(100);
    expect(leaked).toEqual([]);
  });

  it('validates the body and the registered name', async () => {
    const eventName = await node.realtime.createEventName('export', 7);
    const res = await postSubscription(node, eventName, undefined, 7);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageKey: 'validation_failed', details: { fields: { value: 'connection_required' } } });
    const socket = await open();
    expect(await register(socket, 'short')).toEqual({ registered: false });
  });
});
