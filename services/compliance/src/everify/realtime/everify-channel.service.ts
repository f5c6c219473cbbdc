import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUniqueViolation, RealtimeService, TenantRepository } from '@attest/platform';
import { EverifyChannelEntity } from './everify-channel.entity';

/** Renewed after 12 h, well inside the hub's 24 h memory of its owner. */
const RENEW_AFTER_MS = 12 * 3600 * 1000;

/**
 * What open case pages receive when a case changes: which case and its new version, nothing more (the channel
 * is the customer's; a page reads the case again through the API, which applies the caller's view).
 */
export interface CaseChangedMessage {
  case_id: number;
  version: number;
}

/**
 * Each customer's real-time channel for E-Verify case changes. The name is owned by the customer (only its
 * users may subscribe); the message says which case changed, and the page reads it again through the scoped API.
 */
@Injectable()
export class EverifyChannelService {
  private readonly logger = new Logger('EverifyChannel');

  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  private repo() {
    return new TenantRepository(this.ds, EverifyChannelEntity);
  }

  /** The customer's current channel name, created or renewed when needed. */
  async channelFor(customerId: number): Promise<{ event_name: string; subscription_url: string }> {
    const name = await this.current(customerId);
    return { event_name: name, subscription_url: `/api/v1/realtime/subscriptions/${name}` };
  }

  /** Publishes to the current and the previous name (a page subscribed before a renewal still hears). Never throws. */
  async publish(customerId: number, message: CaseChangedMessage): Promise<void> {
    try {
      const row = await this.repo().findOne(customerId, {});
      for (const name of [row?.event_name, row?.previous_event_name]) {
        if (name) {
          await this.realtime.publish(name, message);
        }
      }
    } catch (err) {
      this.logger.warn(`case ${message.case_id}: not published (${(err as Error).message})`);
    }
  }

  private async current(customerId: number): Promise<string> {
    const row = await this.repo().findOne(customerId, {});
    if (row && Date.now() - new Date(row.created_at).getTime() < RENEW_AFTER_MS) {
      return row.event_name;
    }
    const name = await this.realtime.createEventName('everify-cases', customerId);
    if (row) {
      await this.repo().update(customerId, { id: row.id }, { event_name: name, previous_event_name: row.event_name, created_at: new Date() });
      return name;
    }
    try {
      await this.repo().insert(customerId, { event_name: name, previous_event_name: null, created_at: new Date() });
      return name;
    } catch (err) {
      if (!isUniqueViolation(err)) {
        throw err;
      }
      return (await this.repo().findOneOr404(customerId, {})).event_name;
    }
  }
}
