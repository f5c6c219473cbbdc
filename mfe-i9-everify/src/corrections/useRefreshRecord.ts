import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { AppDispatch, RootState } from '@attest/shared-ui';
import { recordApi } from '../record/api/record-api';
import { correctionsApi } from './api/corrections-api';

const AGAIN = { subscribe: false, forceRefetch: true } as const;

/**
 * After a correction or a Supplement B entry, asks again for what it changed and the page already holds: the
 * record (masked: the page hides revealed numbers through `onChanged`), its deadlines, trail, corrections and
 * revisions. shared-ui's one tag list has no I-9 tags, so the refetch is explicit.
 */
export function useRefreshRecord(recordId: number, onChanged: () => void): () => void {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  return useCallback(() => {
    onChanged();
    const state = store.getState();
    const held = (entry: { status: string }) => entry.status !== 'uninitialized';
    void dispatch(recordApi.endpoints.getI9Record.initiate({ id: recordId, reveal: false }, AGAIN));
    if (held(recordApi.endpoints.getI9Expiration.select(recordId)(state))) {
      void dispatch(recordApi.endpoints.getI9Expiration.initiate(recordId, AGAIN));
    }
    if (held(recordApi.endpoints.getI9Trail.select(recordId)(state))) {
      void dispatch(recordApi.endpoints.getI9Trail.initiate(recordId, AGAIN));
    }
    if (held(correctionsApi.endpoints.getI9Corrections.select(recordId)(state))) {
      void dispatch(correctionsApi.endpoints.getI9Corrections.initiate(recordId, AGAIN));
    }
    if (held(correctionsApi.endpoints.getI9Revisions.select(recordId)(state))) {
      void dispatch(correctionsApi.endpoints.getI9Revisions.initiate(recordId, AGAIN));
    }
    if (held(correctionsApi.endpoints.getI9SignedRevisions.select(recordId)(state))) {
      void dispatch(correctionsApi.endpoints.getI9SignedRevisions.initiate(recordId, AGAIN));
    }
  }, [dispatch, onChanged, recordId, store]);
}
