import type { RealtimeStore } from './realtime-store';

interface Entry {
  value: string;
  expiresAt: number;
}

const SWEEP_ABOVE = 10_000;

/** Single-process store: entries expire like the Redis keys do, swept lazily so memory stays bounded. */
export class MemoryRealtimeStore implements RealtimeStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async setOwner(eventName: string, customerId: number, ttlSeconds: number): Promise<void> {
    this.set(`owner:${eventName}`, String(customerId), ttlSeconds);
  }

  async getOwner(eventName: string): Promise<number | null> {
    const value = this.get(`owner:${eventName}`);
    return value === undefined ? null : Number(value);
  }

  async setLast(eventName: string, payload: unknown, ttlSeconds: number): Promise<void> {
    this.set(`last:${eventName}`, JSON.stringify(payload), ttlSeconds);
  }

  async getLast(eventName: string): Promise<unknown> {
    const value = this.get(`last:${eventName}`);
    return value === undefined ? undefined : (JSON.parse(value) as unknown);
  }

  private set(key: string, value: string, ttlSeconds: number): void {
    if (this.entries.size >= SWEEP_ABOVE) {
      const now = this.now();
      for (const [k, entry] of this.entries) {
        if (entry.expiresAt <= now) {
          this.entries.delete(k);
        }
      }
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  private get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      return undefined;
    }
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }
}
