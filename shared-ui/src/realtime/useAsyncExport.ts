import { useCallback, useEffect, useRef, useState } from 'react';
import { awaitAsyncFile } from './awaitAsyncFile';
import { downloadFile } from './downloadFile';
import type { AsyncJobStart, FileReadyMessage } from './realtime-types';

export interface AsyncExportState {
  running: boolean;
  progress: number;
  error: unknown;
  run: () => Promise<FileReadyMessage | null>;
}

/**
 * Starts an async export, follows its progress on the hub and downloads the file when ready.
 * `run` resolves with the file, or null on failure (the failure is in `error`).
 */
export function useAsyncExport(start: () => Promise<AsyncJobStart>): AsyncExportState {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
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
    setError(null);
    try {
      const file = await awaitAsyncFile({ start, onProgress: (p) => mounted.current && setProgress(p) });
      downloadFile(file.url, file.filename);
      if (mounted.current) {
        setProgress(100);
      }
      return file;
    } catch (cause) {
      if (mounted.current) {
        setError(cause);
      }
      return null;
    } finally {
      if (mounted.current) {
        setRunning(false);
      }
    }
  }, [start]);

  return { running, progress, error, run };
}
