import { useCallback, useEffect, useRef, useState } from 'react';
import { getRealtimeClient, type RealtimeClient, type RealtimeMessage } from '@attest/shared-ui';
import { useStartTransferMutation, type TransferProgressMessage, type TransferResult, type TransferSelection } from '../api/bulk-transfer-api';

export type RunPhase = 'idle' | 'starting' | 'running' | 'done' | 'failed';

export interface TransferRunState {
  phase: RunPhase;
  /** 0..100 from the job's real-time messages. */
  progress: number;
  result: TransferResult | null;
  /** An ApiError of the start call, or the messageKey the job reported. */
  error: unknown;
}

const IDLE: TransferRunState = { phase: 'idle', progress: 0, result: null, error: null };

export type RealtimeSubscriber = Pick<RealtimeClient, 'subscribe'>;

/**
 * Starts a transfer (transferTemplatesAndPackages) and follows its job on the real-time event the answer names
 * (the hub replays the last message to a late subscriber): progress, then the result or the job's error.
 */
export function useTransferRun(realtime: RealtimeSubscriber = getRealtimeClient()) {
  const [state, setState] = useState<TransferRunState>(IDLE);
  const [start] = useStartTransferMutation();
  const stop = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      stop.current?.();
    },
    [],
  );

  const run = useCallback(
    async (selection: TransferSelection) => {
      stop.current?.();
      setState({ ...IDLE, phase: 'starting' });
      let started;
      try {
        started = await start(selection).unwrap();
      } catch (error) {
        setState({ ...IDLE, phase: 'failed', error });
        return;
      }
      setState((s) => ({ ...s, phase: 'running' }));
      stop.current = realtime.subscribe(started.event_name, started.subscription_url, (raw: RealtimeMessage) => {
        const m = raw as TransferProgressMessage & { error?: string };
        if (m.error) {
          stop.current?.();
          setState((s) => ({ ...s, phase: 'failed', error: m.error === 'transfer_failed' ? m.error : 'transfer_failed' }));
        } else if (typeof m.progress === 'number') {
          if (m.done && m.result) {
            stop.current?.();
            setState({ phase: 'done', progress: 100, result: m.result, error: null });
          } else {
            setState((s) => (s.phase === 'running' ? { ...s, progress: Math.max(s.progress, m.progress) } : s));
          }
        }
      });
    },
    [realtime, start],
  );

  return { ...state, run, reset: useCallback(() => setState(IDLE), []) };
}
