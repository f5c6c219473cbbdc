/** One message for the sockets subscribed to an event name. */
export interface RealtimeEnvelope {
  eventName: string;
  payload: unknown;
}

export interface RealtimeModuleOptions {
  /**
   * Serve the socket.io hub and the subscription route (API processes). A standalone worker passes
   * false: it only publishes, and with Redis its messages reach the API nodes' sockets.
   */
  gateway?: boolean;
  /** Prefix of every Redis key and channel used here (default "attest:rt:"); tests isolate runs with it. */
  keyPrefix?: string;
}

/** How long the owner of an event name is remembered. */
export const OWNER_TTL_SECONDS = 24 * 3600;
/** How long the last message is kept for a late subscriber. */
export const LAST_MESSAGE_TTL_SECONDS = 3600;

export const REALTIME_OPTIONS = Symbol('REALTIME_OPTIONS');
export const REALTIME_STORE = Symbol('REALTIME_STORE');
export const REALTIME_BUS = Symbol('REALTIME_BUS');
export const REALTIME_REDIS = Symbol('REALTIME_REDIS');
