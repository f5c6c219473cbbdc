import { io, type Socket } from 'socket.io-client';
import { apiFetch } from '../api/api-fetch';
import {
  REALTIME_MAX_ATTEMPTS,
  REALTIME_PATH,
  REALTIME_RETRY_DELAY_MS,
  RealtimeConnectionError,
  type RealtimeMessage,
  type Unsubscribe,
} from './realtime-types';

export interface RealtimeClientOptions {
  /** Defaults to the page's own origin. */
  url?: string;
  path?: string;
  maxAttempts?: number;
  retryDelayMs?: number;
  /** How long to wait for the server's acknowledgement of 'register' before POSTing anyway. */
  registerAckTimeoutMs?: number;
  transports?: ('polling' | 'websocket')[];
}

interface Subscription {
  eventName: string;
  subscriptionUrl: string;
  listener: (message: RealtimeMessage) => void;
}

/**
 * socket.io client for the hub. Subscribing is a handshake: register the event name on the
 * socket, then POST the subscription URL with the connection id, so the server knows which
 * connection receives the job's messages. After a reconnect the connection id changes, so every
 * live subscription repeats the handshake (the server replays a result that already finished).
 */
export class RealtimeClient {
  private socket: Socket | null = null;
  private connecting: Promise<Socket> | null = null;
  private readonly subscriptions = new Set<Subscription>();
  private readonly options: Required<Omit<RealtimeClientOptions, 'url' | 'transports'>> & RealtimeClientOptions;
  /** Connection attempts made by the latest connect() (initial attempt plus retries). */
  attempts = 0;

  constructor(options: RealtimeClientOptions = {}) {
    this.options = {
      path: REALTIME_PATH,
      maxAttempts: REALTIME_MAX_ATTEMPTS,
      retryDelayMs: REALTIME_RETRY_DELAY_MS,
      registerAckTimeoutMs: 2000,
      ...options,
    };
  }

  /** Resolves once connected; rejects with RealtimeConnectionError after maxAttempts failures. */
  connect(): Promise<Socket> {
    const socket = this.socket ?? this.createSocket();
    if (socket.connected) {
      return Promise.resolve(socket);
    }
    if (this.connecting) {
      return this.connecting;
    }
    this.connecting = new Promise<Socket>((resolve, reject) => {
      const onConnect = (): void => {
        socket.io.off('reconnect_failed', onFailed);
        resolve(socket);
      };
      const onFailed = (): void => {
        socket.off('connect', onConnect);
        socket.disconnect();
        reject(new RealtimeConnectionError(this.attempts));
      };
      socket.once('connect', onConnect);
      socket.io.once('reconnect_failed', onFailed);
      this.attempts = 0;
      socket.connect();
    }).finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  subscribe(eventName: string, subscriptionUrl: string, onMessage: (message: RealtimeMessage) => void): Unsubscribe {
    let active = true;
    const subscription: Subscription = {
      eventName,
      subscriptionUrl,
      listener: (message) => {
        if (active) {
          onMessage(message);
        }
      },
    };
    const ready = this.connect()
      .then(async (socket) => {
        if (!active) {
          return;
        }
        socket.on(eventName, subscription.listener);
        this.subscriptions.add(subscription);
        await this.handshake(socket, subscription);
      })
      .catch((error: unknown) => {
        subscription.listener({ error: describe(error) });
        throw error;
      });
    // Callers may ignore `ready`: failures also reach onMessage as { error }.
    ready.catch(() => undefined);
    const unsubscribe = (): void => {
      active = false;
      this.subscriptions.delete(subscription);
      this.socket?.off(eventName, subscription.listener);
    };
    return Object.assign(unsubscribe, { ready });
  }

  close(): void {
    this.subscriptions.clear();
    this.socket?.disconnect();
    this.socket = null;
  }

  private createSocket(): Socket {
    const { url, path, maxAttempts, retryDelayMs, transports } = this.options;
    const socketOptions = {
      path,
      autoConnect: false,
      reconnection: true,
      // The first attempt is not a "reconnection": 20 attempts = 1 + 19 retries.
      reconnectionAttempts: Math.max(0, maxAttempts - 1),
      reconnectionDelay: retryDelayMs,
      reconnectionDelayMax: retryDelayMs,
      randomizationFactor: 0,
      ...(transports ? { transports } : {}),
    };
    const socket = url ? io(url, socketOptions) : io(socketOptions);
    socket.on('connect_error', () => {
      this.attempts += 1;
    });
    socket.on('connect', () => {
      this.attempts += 1;
      if (socket.recovered) {
        return;
      }
      for (const subscription of this.subscriptions) {
        this.handshake(socket, subscription).catch((error: unknown) => subscription.listener({ error: describe(error) }));
      }
    });
    this.socket = socket;
    return socket;
  }

  private async handshake(socket: Socket, subscription: Subscription): Promise<void> {
    // Wait for the server to acknowledge the registration so the POST cannot overtake it
    // (the POST travels on another HTTP connection); a server that does not ack costs a short wait.
    await socket
      .timeout(this.options.registerAckTimeoutMs)
      .emitWithAck('register', subscription.eventName)
      .catch(() => undefined);
    await apiFetch(subscription.subscriptionUrl, { method: 'POST', body: { value: socket.id } });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    return error.message;
  }
  if (typeof error === 'object' && error !== null && typeof (error as { messageKey?: unknown }).messageKey === 'string') {
    return (error as { messageKey: string }).messageKey;
  }
  return String(error);
}

let sharedClient: RealtimeClient | null = null;

/** The page's one connection to the hub, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  sharedClient ??= new RealtimeClient();
  return sharedClient;
}
