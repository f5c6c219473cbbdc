import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation, RealtimeService, TenantRepository } from '@attest/platform';
import { AlertChannelEntity } from './entities/alert-channel.entity';

// The platform remembers an event name's owner 24 h; a name is handed out for 12 h so a page opened near the
// end of that still has half a day of pushes.
const REUSE_MS = 12 * 3600 * 1000;
const LIVE_MS = 24 * 3600 * 1000;

/**
 * Each staff user's alerts event name: handed to their browser, published to on every alert change (the same
 * renewal as compliance's per-customer E-Verify channel, kept per user here).
 */
@Injectable()
export class AlertChannelService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  async channelFor(customerId: number, userId: number): Promise<{ event_name: string; subscription_url: string }> {
    const repo = new TenantRepository(this.ds, AlertChannelEntity);
    let row = await repo.findOne(customerId, { user_id: userId });
    if (!row || Date.now() - row.created_at.getTime() > REUSE_MS) {
      const eventName = await this.realtime.createEventName('alerts', customerId);
      if (row) {
        await this.ds.getRepository(AlertChannelEntity).update({ id: row.id }, { event_name: eventName, created_at: new Date() });
        row = { ...row, event_name: eventName };
      } else {
        try {
          row = await repo.insert(customerId, { user_id: userId, event_name: eventName, created_at: new Date() });
        } catch (err) {
          // Two first calls at once (two tabs): the other one's row stands.
          if (!isUniqueViolation(err)) {
            throw err;
          }
          row = await repo.findOneOr404(customerId, { user_id: userId });
        }
      }
    }
    return { event_name: row.event_name, subscription_url: `/api/v1/realtime/subscriptions/${row.event_name}` };
  }

  /** Publishes to the user's channel if they have a live one (nobody listening otherwise). */
  async publish(customerId: number, userId: number, payload: unknown): Promise<void> {
    const row = await new TenantRepository(this.ds, AlertChannelEntity).findOne(customerId, { user_id: userId });
    if (row && Date.now() - row.created_at.getTime() < LIVE_MS) {
      await this.realtime.publish(row.event_name, payload);
    }
  }
}
