import { useCallback, useEffect, useRef, useState } from 'react';
import {
  awaitAsyncFile,
  type AsyncJobStart,
  type FileReadyMessage,
  type RealtimeClient,
} from '@attest/shared-ui';

export interface BackgroundExport {
  running: boolean;
  progress: number;
  /** The finished file's link (kept, so the user can download it again). */
  file: FileReadyMessage | null;
  error: unknown;
  run: () => Promise<void>;
}

/**
 * An export on the server's queue, followed on the real-time channel: progress while it runs, then the
 * file's link. Unlike shared-ui's useAsyncExport it does not download by itself: the page shows the link.
 */
export function useBackgroundExport(
  start: () => Promise<AsyncJobStart>,
  client?: Pick<RealtimeClient, 'subscribe'>,
): BackgroundExport {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [file, setFile] = useState<FileReadyMessage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    setRunning(true);
    setProgress(0);
    setFile(null);
    setError(null);
    try {
      const done = await awaitAsyncFile({
        start,
        onProgress: (p) => mounted.current && setProgress(p),
        ...(client ? { client: client as RealtimeClient } : {}),
      });
      if (mounted.current) {
        setProgress(100);
        setFile(done);
      }
    } catch (cause) {
      if (mounted.current) {
        setError(cause);
      }
    } finally {
      if (mounted.current) {
        setRunning(false);
      }
    }
  }, [start, client]);

  return { running, progress, file, error, run };
}
