import type { RealtimeEnvelope } from '../realtime.types';
import type { RealtimeBus } from './realtime-bus';

/** No Redis: publisher and hub share the process, so delivery is a function call. */
export class LocalRealtimeBus implements RealtimeBus {
  private readonly handlers = new Set<(message: RealtimeEnvelope) => void>();

  async publish(message: RealtimeEnvelope): Promise<void> {
    for (const handler of this.handlers) {
      handler(message);
    }
  }

  async onMessage(handler: (message: RealtimeEnvelope) => void): Promise<void> {
    this.handlers.add(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
