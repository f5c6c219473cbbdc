import { Logger } from '@nestjs/common';
import type IORedis from 'ioredis';
import type { RealtimeEnvelope } from '../realtime.types';
import type { RealtimeBus } from './realtime-bus';

/**
 * One Redis pub/sub channel that every hub node subscribes to (docs/decisions/0003). Any process,
 * with or without a socket server, publishes; each hub node delivers to its own sockets only.
 */
export class RedisRealtimeBus implements RealtimeBus {
  private readonly logger = new Logger('RedisRealtimeBus');
  private subscriber?: IORedis;

  constructor(
    private readonly publisher: IORedis,
    private readonly channel: string,
  ) {}

  async publish(message: RealtimeEnvelope): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(message));
  }

  async onMessage(handler: (message: RealtimeEnvelope) => void): Promise<void> {
    if (!this.subscriber) {
      this.subscriber = this.publisher.duplicate();
      this.subscriber.on('error', (err: Error) => this.logger.error(`Redis: ${err.message}`));
      await this.subscriber.subscribe(this.channel);
    }
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) {
        return;
      }
      try {
        handler(JSON.parse(raw) as RealtimeEnvelope);
      } catch (err) {
        this.logger.error(`Dropped a malformed real-time message: ${(err as Error).message}`);
      }
    });
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
    this.subscriber = undefined;
  }
}
