import { useEffect } from 'react';
import { getRealtimeClient } from '@attest/shared-ui';
import { alertsChannel } from '../api/alerts-api';

/** Calls `onChange` whenever the server pushes an alert change for this user (new alert, read, removed). */
export function useAlertsLive(onChange: () => void): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    alertsChannel()
      .then((channel) => {
        if (!cancelled) {
          unsubscribe = getRealtimeClient().subscribe(channel.event_name, channel.subscription_url, () => onChange());
        }
      })
      // Without a channel the page still works; it shows what the last load found.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [onChange]);
}
