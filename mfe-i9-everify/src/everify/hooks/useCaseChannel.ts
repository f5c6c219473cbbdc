import { useEffect, useRef } from 'react';
import { getRealtimeClient, type RealtimeClient, type RealtimeMessage } from '@attest/shared-ui';
import { useGetEverifyChannelQuery } from '../api/everify-cases-api';

/** What the case channel carries: which case changed and its new version (the page reads it again through the API). */
interface CaseChanged {
  case_id: number;
  version: number;
}

const isCaseChanged = (m: unknown): m is CaseChanged => typeof m === 'object' && m !== null && typeof (m as CaseChanged).case_id === 'number';

/**
 * Live updates of E-Verify cases: subscribes to the customer's case channel (GET /api/v1/everify/channel) and
 * calls `onChange` with each changed case id. Without the hub (or before the channel is known) nothing happens;
 * the pages also refetch after their own actions.
 */
export function useCaseChannel(onChange: (caseId: number) => void, client?: Pick<RealtimeClient, 'subscribe'>): void {
  const channel = useGetEverifyChannelQuery();
  const latest = useRef(onChange);
  latest.current = onChange;
  const eventName = channel.data?.event_name;
  const subscriptionUrl = channel.data?.subscription_url;
  useEffect(() => {
    if (!eventName || !subscriptionUrl) {
      return undefined;
    }
    const unsubscribe = (client ?? getRealtimeClient()).subscribe(eventName, subscriptionUrl, (message: RealtimeMessage) => {
      const m = message as unknown;
      if (isCaseChanged(m)) {
        latest.current(m.case_id);
      }
    });
    return () => unsubscribe();
  }, [eventName, subscriptionUrl, client]);
}
