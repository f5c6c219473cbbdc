/** What the export runner tells the exports registry; a no-op when no registry is up (queue-only tests). */
export interface ExportRecorder {
  queued(record: { exportId: string; customerId: number; userId: number; jobName: string; filter: unknown; scheduleId?: number | null }): Promise<void>;
  running(exportId: string): Promise<void>;
  /** rows null: the file already existed (a retry re-linked it). */
  done(exportId: string, result: { key: string; filename: string; rows: number | null }): Promise<void>;
  failed(exportId: string): Promise<void>;
}

// The recorder is reached through this holder rather than the runner's deps so that every service's export
// keeps calling startCsvExport/runCsvExport unchanged (decision 0035). The newest registration wins; a closing
// app takes only its own out.
const registered: ExportRecorder[] = [];

export function registerExportRecorder(recorder: ExportRecorder): () => void {
  registered.push(recorder);
  return () => {
    const at = registered.lastIndexOf(recorder);
    if (at >= 0) {
      registered.splice(at, 1);
    }
  };
}

export function exportRecorder(): ExportRecorder | undefined {
  return registered[registered.length - 1];
}
