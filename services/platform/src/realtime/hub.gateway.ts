import { Inject, Logger, Optional } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayInit, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, Socket } from 'socket.io';
import type { RealtimeBus } from './bus/realtime-bus';
import { HUB_PATH, isValidEventName, roomFor } from './event-name';
import type { RealtimeConnections } from './realtime-connections';
import { REALTIME_BUS, REALTIME_OPTIONS, REALTIME_REDIS, type RealtimeModuleOptions } from './realtime.types';

/** Event names one connection may register; a page rarely waits on more than a few jobs. */
const MAX_REGISTRATIONS = 100;

interface HubSocketData {
  registeredEvents?: string[];
}

/**
 * The hub: a client connects, emits `register` with an event name, then POSTs the subscription
 * with its socket id (SubscriptionService joins it to the event's room). Messages arrive as socket
 * events named after the event name.
 */
@WebSocketGateway({ path: HUB_PATH, cors: false })
export class HubGateway implements OnGatewayInit {
  private readonly logger = new Logger('HubGateway');

  @WebSocketServer()
  server?: Server;

  constructor(
    @Inject(REALTIME_BUS) private readonly bus: RealtimeBus,
    @Inject(REALTIME_OPTIONS) private readonly options: Required<RealtimeModuleOptions>,
    @Optional() @Inject(REALTIME_REDIS) private readonly redis: RealtimeConnections | null,
  ) {}

  afterInit(server: Server): void {
    if (this.redis) {
      // Lets the subscription POST reach a socket held by another node (fetchSockets / join / replay).
      server.adapter(createAdapter(this.redis.command, this.redis.duplicate(), { key: `${this.options.keyPrefix}socket.io` }));
    }
    // Every node receives every published message and delivers to its own sockets only.
    this.bus
      .onMessage(({ eventName, payload }) => {
        server.local.to(roomFor(eventName)).emit(eventName, payload);
      })
      .catch((err: Error) => this.logger.error(`Real-time bus subscription failed: ${err.message}`));
  }

  /** Acknowledged, so the client can POST the subscription knowing the registration is in place. */
  @SubscribeMessage('register')
  register(@ConnectedSocket() socket: Socket, @MessageBody() eventName: unknown): { registered: boolean } {
    const data = socket.data as HubSocketData;
    const registered = data.registeredEvents ?? [];
    if (!isValidEventName(eventName) || (!registered.includes(eventName) && registered.length >= MAX_REGISTRATIONS)) {
      return { registered: false };
    }
    if (!registered.includes(eventName)) {
      data.registeredEvents = [...registered, eventName];
    }
    return { registered: true };
  }

  /** Joins the socket (on any node) to the event's room if it registered that event name. */
  async join(socketId: string, eventName: string): Promise<boolean> {
    if (!this.server) {
      return false;
    }
    const sockets = await this.server.in(socketId).fetchSockets();
    const socket = sockets.find((s) => s.id === socketId);
    if (!socket || !((socket.data as HubSocketData).registeredEvents ?? []).includes(eventName)) {
      return false;
    }
    socket.join(roomFor(eventName));
    return true;
  }

  /** Sends to one socket, wherever it is connected. */
  sendTo(socketId: string, eventName: string, payload: unknown): void {
    this.server?.to(socketId).emit(eventName, payload);
  }
}
