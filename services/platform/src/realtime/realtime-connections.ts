import { Logger } from '@nestjs/common';
import IORedis from 'ioredis';

/** The Redis clients of the real-time module, closed together at shutdown. */
export class RealtimeConnections {
  private readonly logger = new Logger('Realtime');
  private readonly clients: IORedis[] = [];
  readonly command: IORedis;

  constructor(redisUrl: string) {
    this.command = this.track(new IORedis(redisUrl));
  }

  /** Another connection (subscribers need their own). */
  duplicate(): IORedis {
    return this.track(this.command.duplicate());
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private track(client: IORedis): IORedis {
    client.on('error', (err: Error) => this.logger.error(`Redis: ${err.message}`));
    this.clients.push(client);
    return client;
  }
}
