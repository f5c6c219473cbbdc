import { useCallback, useEffect, useRef, useState } from 'react';
import { openDocument } from '@attest/shared-ui';
import { fetchFile, waitForFile } from '../api/case-files';
import type { CaseFile, CaseFileStart } from '../api/everify-cases-api';

export interface FileDownload {
  busy: boolean;
  progress: number;
  error: unknown;
  /** Starts (or reads) the file, follows its job, then downloads it with the session. */
  run: (start: () => Promise<CaseFileStart>) => Promise<CaseFile | null>;
  /** Downloads a file that is ready. */
  open: (file: Pick<CaseFile, 'url' | 'file_name'>) => Promise<void>;
}

/** A letter, a ZIP or a document of a case: made on the queue when needed, then saved by the browser. */
export function useFileDownload(save: (blob: Blob, name: string) => void = (blob, name) => openDocument(blob, 'download', name)): FileDownload {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const open = useCallback(
    async (file: Pick<CaseFile, 'url' | 'file_name'>) => {
      if (file.url) {
        save(await fetchFile(file.url), file.file_name);
      }
    },
    [save],
  );
  const run = useCallback(
    async (start: () => Promise<CaseFileStart>) => {
      setBusy(true);
      setProgress(0);
      setError(null);
      try {
        const file = await waitForFile(start, { onProgress: (p) => mounted.current && setProgress(p) });
        await open(file);
        return file;
      } catch (cause) {
        if (mounted.current) {
          setError(cause);
        }
        return null;
      } finally {
        if (mounted.current) {
          setBusy(false);
        }
      }
    },
    [open],
  );
  return { busy, progress, error, run, open };
}
