import { getRealtimeClient, type RealtimeClient } from './RealtimeClient';
import {
  isErrorMessage,
  isFileReadyMessage,
  isProgressMessage,
  type AsyncJobStart,
  type FileReadyMessage,
} from './realtime-types';

export class AsyncFileError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AsyncFileError';
  }
}

export interface AwaitAsyncFileOptions {
  /** Starts the job on the server and answers its event name and subscription URL. */
  start: () => Promise<AsyncJobStart>;
  onProgress?: (progress: number) => void;
  client?: RealtimeClient;
}

/** Runs an async file job and resolves with `{ url, filename }`, or rejects with an AsyncFileError. */
export async function awaitAsyncFile({ start, onProgress, client = getRealtimeClient() }: AwaitAsyncFileOptions): Promise<FileReadyMessage> {
  const job = await start();
  return new Promise<FileReadyMessage>((resolve, reject) => {
    const unsubscribe = client.subscribe(job.event_name, job.subscription_url, (message) => {
      if (isErrorMessage(message)) {
        unsubscribe();
        reject(new AsyncFileError(message.error));
      } else if (isFileReadyMessage(message)) {
        unsubscribe();
        resolve({ url: message.url, filename: message.filename });
      } else if (isProgressMessage(message)) {
        onProgress?.(message.progress);
      }
    });
  });
}
