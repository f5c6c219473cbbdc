import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * A timer in the processes that run the worker (AppConfig.runWorker) that queues work at an interval: the
 * daily I-9 purge and digest, the E-Verify status refresh. The subclass's run() adds jobs whose ids name the
 * customer and the period, so however many processes tick, each job runs once; a failed tick is logged and
 * the next one tries again.
 */
export abstract class PeriodicTask implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  protected abstract readonly logger: Logger;
  /** What the log names when a tick fails ("queueing the I-9 purge"). */
  protected abstract readonly description: string;

  protected constructor(private readonly runWorker: boolean) {}

  protected abstract intervalMs(): number;

  /** Queues what is due; answers how many jobs (or customers) it queued. */
  protected abstract run(): Promise<number>;

  onApplicationBootstrap(): void {
    if (!this.runWorker) {
      return;
    }
    this.timer = setInterval(() => void this.tick(), this.intervalMs());
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async tick(): Promise<number> {
    try {
      return await this.run();
    } catch (err) {
      this.logger.error(`${this.description} failed: ${String(err)}`);
      return 0;
    }
  }
}
