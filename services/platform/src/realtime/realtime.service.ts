import { Inject, Injectable } from '@nestjs/common';
import type { RealtimeBus } from './bus/realtime-bus';
import { randomEventName } from './event-name';
import { LAST_MESSAGE_TTL_SECONDS, OWNER_TTL_SECONDS, REALTIME_BUS, REALTIME_STORE } from './realtime.types';
import type { RealtimeStore } from './stores/realtime-store';

/** Creates event names and publishes to them from any process (API node or worker). */
@Injectable()
export class RealtimeService {
  constructor(
    @Inject(REALTIME_STORE) private readonly store: RealtimeStore,
    @Inject(REALTIME_BUS) private readonly bus: RealtimeBus,
  ) {}

  /** A fresh, unguessable event name owned by the customer; only callers of that customer may subscribe. */
  async createEventName(prefix: string, customerId: number): Promise<string> {
    const eventName = randomEventName(prefix);
    await this.store.setOwner(eventName, customerId, OWNER_TTL_SECONDS);
    return eventName;
  }

  /**
   * Delivers to every socket subscribed to the event name, wherever it is connected. The message is
   * also kept (1 h) and replayed to a socket that subscribes later, so a job that finished before the
   * browser subscribed still reaches it.
   */
  async publish(eventName: string, payload: unknown): Promise<void> {
    await this.store.setLast(eventName, payload, LAST_MESSAGE_TTL_SECONDS);
    await this.bus.publish({ eventName, payload });
  }

  async ownerOf(eventName: string): Promise<number | null> {
    return this.store.getOwner(eventName);
  }

  async lastMessage(eventName: string): Promise<unknown> {
    return this.store.getLast(eventName);
  }
}
