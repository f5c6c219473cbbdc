/** Event-name ownership and the last message per event name; in memory or in Redis. */
export interface RealtimeStore {
  setOwner(eventName: string, customerId: number, ttlSeconds: number): Promise<void>;
  getOwner(eventName: string): Promise<number | null>;
  setLast(eventName: string, payload: unknown, ttlSeconds: number): Promise<void>;
  /** undefined when nothing was published (or it expired). */
  getLast(eventName: string): Promise<unknown>;
}
