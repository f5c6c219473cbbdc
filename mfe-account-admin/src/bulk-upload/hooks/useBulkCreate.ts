import { useCallback, useEffect, useRef, useState } from 'react';
import type { BulkUploadDetail, BulkUploadProgressMessage, BulkUploadRowInput, BulkUploadSummary } from '@attest/contracts';
import { getRealtimeClient } from '@attest/shared-ui';
import { createUpload, getUpload, sendRows, startUpload } from '../api/bulk-upload-api';
import type { BulkRow } from '../bulk-rows';

export type CreatePhase = 'idle' | 'sending' | 'running' | 'done' | 'failed';

export interface BulkCreateState {
  phase: CreatePhase;
  /** 0..100 from the job's real-time messages. */
  progress: number;
  sent: number;
  total: number;
  outcome: { created: number; invalid: number } | null;
  error: unknown;
}

const IDLE: BulkCreateState = { phase: 'idle', progress: 0, sent: 0, total: 0, outcome: null, error: null };

/** Follows the upload's event: progress to `onProgress`, resolves on the final message. */
function followUpload(upload: BulkUploadSummary, onProgress: (p: number) => void): { done: Promise<void>; stop: () => void } {
  let stop = () => undefined as void;
  const done = new Promise<void>((resolve, reject) => {
    stop = getRealtimeClient().subscribe(upload.event_name, upload.subscription_url, (m) => {
      if ('error' in m && m.error) {
        reject(new Error(m.error));
      } else if ('progress' in m) {
        const message = m as BulkUploadProgressMessage;
        onProgress(message.progress);
        if (message.done) {
          resolve();
        }
      }
    });
  });
  return { done, stop };
}

/**
 * Sends the rows that have not passed as a new upload, follows its job on the real-time channel (subscribed
 * before the job starts; the hub replays the last message to a late subscriber), then reads every row's
 * outcome and hands it to `onResults` with the map from upload row number to table row.
 */
export function useBulkCreate(onResults: (detail: BulkUploadDetail, rowIdOf: Map<number, number>) => void) {
  const [state, setState] = useState<BulkCreateState>(IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((patch: Partial<BulkCreateState>) => {
    if (mounted.current) {
      setState((s) => ({ ...s, ...patch }));
    }
  }, []);

  const create = useCallback(
    async (rows: BulkRow[], sendInvitations: boolean, locationId: number | null) => {
      const rowIdOf = new Map<number, number>();
      const inputs: BulkUploadRowInput[] = rows.map((row, i) => {
        rowIdOf.set(i + 1, row.id);
        return { row_no: i + 1, values: row.values };
      });
      setState({ ...IDLE, phase: 'sending', total: inputs.length });
      let stop: (() => void) | undefined;
      try {
        const upload = await createUpload({ send_invitations: sendInvitations, location_id: locationId });
        const follow = followUpload(upload, (progress) => update({ progress }));
        stop = follow.stop;
        await sendRows(upload.upload_id, inputs, (sent) => update({ sent }));
        update({ phase: 'running' });
        await startUpload(upload.upload_id);
        await follow.done;
        const detail = await getUpload(upload.upload_id);
        onResults(detail, rowIdOf);
        update({ phase: 'done', progress: 100, outcome: { created: detail.created, invalid: detail.invalid } });
      } catch (error) {
        update({ phase: 'failed', error });
      } finally {
        stop?.();
      }
    },
    [onResults, update],
  );

  return { ...state, create, reset: useCallback(() => setState(IDLE), []) };
}
