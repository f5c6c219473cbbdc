import { useCallback, useEffect, useRef, useState } from 'react';
import type { CategorySyncPartResult, SyncRunDto, SyncRunMessage } from '@attest/contracts';
import { apiFetch, getRealtimeClient, type RealtimeClient } from '@attest/shared-ui';

/** The part of the real-time client the page uses (tests pass their own). */
export type RealtimeLike = Pick<RealtimeClient, 'subscribe'>;

export interface LiveRun {
  run: SyncRunDto;
  progress: number;
  parts: CategorySyncPartResult[];
  retries: { status: number; wait_ms: number }[];
  finished: boolean;
}

const POLL_MS = 1500;

/**
 * Follows a sync run: its real-time event (progress, each retry, the category sync's 3 result messages,
 * the outcome) and, as a safety net, the run itself every 1.5 s until it has finished (a late subscriber
 * gets only the last message replayed; the run row has every result).
 */
export function useSyncRun(onFinished?: (run: SyncRunDto) => void, realtime?: RealtimeLike) {
  const realtimeRef = useRef(realtime);
  realtimeRef.current = realtime;
  const [live, setLive] = useState<LiveRun | null>(null);
  const stop = useRef<() => void>(() => undefined);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  useEffect(() => () => stop.current(), []);

  const follow = useCallback((run: SyncRunDto) => {
    stop.current();
    let done = false;
    const finish = (latest: SyncRunDto) => {
      if (done) {
        return;
      }
      done = true;
      stop.current();
      setLive((l) => ({ run: latest, progress: 100, parts: latest.result?.parts ?? l?.parts ?? [], retries: l?.retries ?? [], finished: true }));
      finishedRef.current?.(latest);
    };
    setLive({ run, progress: run.progress, parts: run.result?.parts ?? [], retries: [], finished: false });
    if (run.status === 'succeeded' || run.status === 'failed') {
      finish(run);
      return;
    }
    const unsubscribe = run.event_name
      ? (realtimeRef.current ?? getRealtimeClient()).subscribe(run.event_name, `/api/v1/realtime/subscriptions/${run.event_name}`, (raw) => {
          const m = raw as unknown as SyncRunMessage;
          if (m.type === 'progress') {
            setLive((l) => (l ? { ...l, progress: Math.max(l.progress, m.progress) } : l));
          } else if (m.type === 'retry') {
            setLive((l) => (l ? { ...l, retries: [...l.retries, { status: m.status, wait_ms: m.wait_ms }] } : l));
          } else if (m.type === 'result') {
            setLive((l) => (l && !l.parts.some((p) => p.index === m.index) ? { ...l, parts: [...l.parts, m].sort((a, b) => a.index - b.index) } : l));
          } else if (m.type === 'done') {
            void apiFetch<SyncRunDto>(`/api/v1/integrations/ats/runs/${run.run_id}`).then(finish, () => undefined);
          }
        })
      : () => undefined;
    const timer = setInterval(() => {
      void apiFetch<SyncRunDto>(`/api/v1/integrations/ats/runs/${run.run_id}`).then((latest) => {
        if (latest.status === 'succeeded' || latest.status === 'failed') {
          finish(latest);
        } else {
          setLive((l) => (l ? { ...l, run: latest, progress: Math.max(l.progress, latest.progress) } : l));
        }
      }, () => undefined);
    }, POLL_MS);
    stop.current = () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, []);

  return { live, follow };
}
