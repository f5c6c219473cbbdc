/** socket.io path of the hub (docs/api.md, "Real time"). */
export const REALTIME_PATH = '/hub';
/** Spec, section 9 "Real-time and loading": up to 20 attempts, 1 second apart. */
export const REALTIME_MAX_ATTEMPTS = 20;
export const REALTIME_RETRY_DELAY_MS = 1000;

export type ProgressMessage = { progress: number };
export type FileReadyMessage = { url: string; filename: string };
export type ErrorMessage = { error: string };
export type RealtimeMessage = ProgressMessage | FileReadyMessage | ErrorMessage;

export const isErrorMessage = (m: RealtimeMessage): m is ErrorMessage => 'error' in m && m.error != null;
export const isFileReadyMessage = (m: RealtimeMessage): m is FileReadyMessage => 'url' in m && typeof m.url === 'string';
export const isProgressMessage = (m: RealtimeMessage): m is ProgressMessage => 'progress' in m && typeof m.progress === 'number';

/** Answer of an endpoint that starts an async job (e.g. POST /api/v1/applicants/exportasync). */
export interface AsyncJobStart {
  event_name: string;
  subscription_url: string;
  job_id?: string;
}

export class RealtimeConnectionError extends Error {
  constructor(readonly attempts: number) {
    super(`Could not connect to the real-time hub after ${attempts} attempts`);
    this.name = 'RealtimeConnectionError';
  }
}

/** An unsubscribe function that also tells when the subscription handshake finished. */
export type Unsubscribe = (() => void) & { ready: Promise<void> };
