import type { JobDisplayFlagKey, JobDisplaySettings, JobDisplaySettingsDto } from '@attest/contracts';
import { api, applySessionHeaders } from '@attest/shared-ui';

/** A job posting as the applicant sees it (services/talent JobsService `JobView`). */
export interface TalentJob {
  job_id: number;
  name: string | null;
  desc: string | null;
  brief_desc: string | null;
  functions: string | null;
  requirements: string | null;
  start_date: string | null;
  posted_date: string | null;
  pay_low: number | null;
  pay_high: number | null;
  pay_rate: number | null;
  salary: number | null;
  job_type: string | null;
  job_address1: string | null;
  job_address2: string | null;
  job_city: string | null;
  job_state: string | null;
  job_zip: number | null;
  job_country: string | null;
  category: string | null;
  specialty: string | null;
  featured: boolean;
  lat: number | null;
  lng: number | null;
  distance: number | null;
  directions_url: string | null;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface JobSearchAnswer {
  items: TalentJob[];
  total: number;
  origin_found: boolean;
  origin: LatLng | null;
}

export interface JobSearchFilters {
  categories: { name: string; specialties: string[] }[];
  job_types: string[];
  distance_options: number[];
  pay_types: string[];
}

/** The search's query string values (empty ones are left out). */
export type JobSearchParams = Partial<Record<'term' | 'category' | 'specialty' | 'job_type' | 'distance' | 'pay_min' | 'pay_max' | 'pay_type' | 'take', string>>;

export interface JobApplication {
  log_id: number;
  job_id: number;
  job_title: string | null;
  apply_date: string;
  method: string | null;
  status: string | null;
}

export interface MyPlacement {
  placement_id: number;
  title: string | null;
  company: string | null;
  company_address: string | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  pay_rate: number | null;
  directions_url: string | null;
}

export interface MyPlacements {
  current: MyPlacement | null;
  upcoming: MyPlacement | null;
  past: MyPlacement[];
}

export interface MyInterview {
  interview_id: number;
  title: string | null;
  company: string | null;
  address: string | null;
  type: string | null;
  status: number;
  start_at: string;
  duration_minutes: number;
  directions_url: string | null;
}

export interface ApplicantAlert {
  alert_id: number;
  type: number;
  kind: 'placement' | 'interview' | 'referral';
  read: boolean;
  entity_id: number;
  date_created: string;
  subject: string | null;
}

const searchQuery = (params: JobSearchParams) => {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value.trim() !== '') {
      qs.set(key, value.trim());
    }
  }
  const s = qs.toString();
  return `/api/v1/talent/jobs${s ? `?${s}` : ''}`;
};

/** The applicant's talent platform calls (decisions 0040, 0041): jobs, placements, interviews, alerts. */
export const talentApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchJobs: build.query<JobSearchAnswer, JobSearchParams>({ query: searchQuery }),
    getJobFilters: build.query<JobSearchFilters, void>({ query: () => '/api/v1/talent/jobs/filters' }),
    getJobDisplaySettings: build.query<JobDisplaySettingsDto, void>({ query: () => '/api/v1/talent/job-display-settings' }),
    getJob: build.query<TalentJob & { applied: boolean }, number>({ query: (id) => `/api/v1/talent/jobs/${id}`, keepUnusedDataFor: 0 }),
    getJobApplications: build.query<JobApplication[], void>({ query: () => '/api/v1/talent/jobs/applications', keepUnusedDataFor: 0 }),
    applyToJob: build.mutation<JobApplication, number>({
      query: (id) => ({ url: `/api/v1/talent/jobs/${id}/apply`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the page shows the failure
        }
        dispatch(talentApi.util.updateQueryData('getJob', id, (job) => ({ ...job, applied: true })));
      },
    }),
    getMyPlacements: build.query<MyPlacements, void>({ query: () => '/api/v1/talent/placements' }),
    getMyInterviews: build.query<{ items: MyInterview[]; upcoming: MyInterview | null }, void>({ query: () => '/api/v1/talent/interviews' }),
    getAlerts: build.query<{ items: ApplicantAlert[]; unread: number }, void>({ query: () => '/api/v1/applicants/alerts', keepUnusedDataFor: 0 }),
    getSurveyLink: build.query<{ url: string }, { survey_type: number; entity_id: number }>({
      query: ({ survey_type, entity_id }) => `/api/v1/surveys/link?survey_type=${survey_type}&entity_id=${entity_id}`,
    }),
    getAlertCount: build.query<{ unread: number }, void>({ query: () => '/api/v1/applicants/alerts/count' }),
    markAlertsRead: build.mutation<{ updated: number; unread: number }, { alertIds: number[] } | { all: true }>({
      query: (body) => ({ url: '/api/v1/applicants/alerts/read', method: 'POST', body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        let data: { unread: number };
        try {
          ({ data } = await queryFulfilled);
        } catch {
          return; // the page shows the failure
        }
        // The nav badge and the list follow at once, without another round trip.
        void dispatch(talentApi.util.upsertQueryData('getAlertCount', undefined, { unread: data.unread }));
        dispatch(
          talentApi.util.updateQueryData('getAlerts', undefined, (list) => {
            const ids = 'all' in body ? null : new Set(body.alertIds);
            const items = list.items.map((a) => (ids === null || ids.has(a.alert_id) ? { ...a, read: true } : a));
            return { items: [...items.filter((a) => !a.read), ...items.filter((a) => a.read)], unread: data.unread };
          }),
        );
      },
    }),
  }),
});

export const {
  useLazyGetSurveyLinkQuery,
  useSearchJobsQuery,
  useGetJobFiltersQuery,
  useGetJobDisplaySettingsQuery,
  useGetJobQuery,
  useGetJobApplicationsQuery,
  useApplyToJobMutation,
  useGetMyPlacementsQuery,
  useGetMyInterviewsQuery,
  useGetAlertsQuery,
  useGetAlertCountQuery,
  useMarkAlertsReadMutation,
} = talentApi;

/** A placement's or interview's calendar file; it needs the session headers, so it is fetched, not linked. */
export async function fetchCalendarFile(kind: 'placements' | 'interviews', id: number): Promise<Blob> {
  const response = await fetch(`/api/v1/talent/${kind}/${id}/calendar.ics`, { headers: applySessionHeaders(new Headers({ Accept: 'text/calendar' }), 'GET') });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status}`);
  }
  return response.blob();
}

/**
 * What the job screens show (the staff's job search display settings, decision 0042). Until they load, or when
 * they cannot be read, everything shows: hiding a field is the customer's choice, never a failure's.
 */
export function useJobDisplay(): { settings: JobDisplaySettings | null; loading: boolean } {
  const { data, isLoading } = useGetJobDisplaySettingsQuery();
  return { settings: data?.settings ?? null, loading: isLoading };
}

/** Whether a display flag is on (true when the settings are not known). */
export const shows = (settings: JobDisplaySettings | null, key: JobDisplayFlagKey): boolean => settings === null || settings[key] !== false;
