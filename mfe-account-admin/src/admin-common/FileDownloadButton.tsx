import { useState } from 'react';
import { Button, downloadFile, useT, useToast } from '@attest/shared-ui';
import { apiErrorText } from './error-text';

/** A file the page fetches with the session (a CSV, a report) and saves under the name the server gives. */
export function FileDownloadButton({ fetchFile, label }: { fetchFile: () => Promise<{ blob: Blob; filename: string }>; label: string }) {
  const { t } = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await fetchFile();
      const url = URL.createObjectURL(blob);
      downloadFile(url, filename);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast.danger(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
