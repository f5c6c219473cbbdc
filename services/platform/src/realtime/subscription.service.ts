import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../errors/app-exception';
import { isValidEventName } from './event-name';
import { HubGateway } from './hub.gateway';
import { RealtimeService } from './realtime.service';

/** The POST half of the hub handshake: ownership check, room join, replay of the last message. */
@Injectable()
export class SubscriptionService {
  constructor(
    @Inject(RealtimeService) private readonly realtime: RealtimeService,
    @Inject(HubGateway) private readonly hub: HubGateway,
  ) {}

  async subscribe(eventName: string, socketId: string, customerId: number): Promise<void> {
    // An unknown name and another customer's name answer alike: the caller learns nothing.
    const owner = isValidEventName(eventName) ? await this.realtime.ownerOf(eventName) : null;
    if (owner === null || owner !== customerId) {
      throw notFound('not_found');
    }
    if (!(await this.hub.join(socketId, eventName))) {
      throw notFound('connection_not_found');
    }
    // Joined first, replayed second: a message published in between may arrive twice, never zero times.
    const last = await this.realtime.lastMessage(eventName);
    if (last !== undefined) {
      this.hub.sendTo(socketId, eventName, last);
    }
  }
}
