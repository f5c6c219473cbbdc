import type { RealtimeEnvelope } from '../realtime.types';

/** Carries published messages to every process that holds sockets. */
export interface RealtimeBus {
  publish(message: RealtimeEnvelope): Promise<void>;
  /** Registers the handler of this process's hub; resolves once messages will arrive. */
  onMessage(handler: (message: RealtimeEnvelope) => void): Promise<void>;
  close(): Promise<void>;
}
