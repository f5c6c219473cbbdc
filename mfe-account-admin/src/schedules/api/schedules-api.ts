import type { ScheduleDto, ScheduleInput } from '@attest/contracts';
import { api, apiFetch } from '@attest/shared-ui';

export const schedulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchedules: build.query<ScheduleDto[], void>({ query: () => '/api/v1/schedules', keepUnusedDataFor: 0 }),
  }),
});

export const { useGetSchedulesQuery } = schedulesApi;

export function saveSchedule(id: number | null, body: Partial<ScheduleInput>): Promise<ScheduleDto> {
  return apiFetch<ScheduleDto>(id ? `/api/v1/schedules/${id}` : '/api/v1/schedules', { method: id ? 'PUT' : 'POST', body });
}

export function deleteSchedule(id: number): Promise<unknown> {
  return apiFetch(`/api/v1/schedules/${id}`, { method: 'DELETE' });
}

export function runScheduleNow(id: number): Promise<{ job_id: string }> {
  return apiFetch(`/api/v1/schedules/${id}/run`, { method: 'POST' });
}
