import type { AlertDto } from '@attest/contracts';
import { api, apiFetch, type AsyncJobStart } from '@attest/shared-ui';

export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlerts: build.query<AlertDto[], { all: boolean }>({
      query: ({ all }) => (all ? '/api/v1/alerts?all=true' : '/api/v1/alerts'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAlertsQuery } = alertsApi;

/** POST /api/v1/alerts/read: the listed alerts, or all of the user's. */
export function markAlertsRead(body: { alertIds: number[] } | { all: true }): Promise<{ updated: number; unread: number }> {
  return apiFetch('/api/v1/alerts/read', { method: 'POST', body });
}

export function deleteAlert(id: number): Promise<unknown> {
  return apiFetch(`/api/v1/alerts/${id}`, { method: 'DELETE' });
}

/** The user's alerts event name on the real-time channel (new alerts and count changes). */
export function alertsChannel(): Promise<AsyncJobStart> {
  return apiFetch<AsyncJobStart>('/api/v1/alerts/channel');
}
