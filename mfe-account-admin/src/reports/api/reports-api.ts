import type { FunnelReport, HideSurveyInput, NpsInterval, NpsPercentsReport, NpsTimelineReport, SurveyAnswerPage } from '@attest/contracts';
import { api, applySessionHeaders, type ApiError } from '@attest/shared-ui';

/** What a report page asks for: whole days (YYYY-MM-DD) and a location; empty means the server's default. */
export interface ReportFilter {
  from?: string;
  to?: string;
  location_id?: number | null;
}

/** The query string of a report: only the values given, in a stable order. */
export function reportQuery(filter: ReportFilter & { interval?: NpsInterval; page?: number; take?: number }): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'location_id', 'interval', 'page', 'take'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    npsPercents: build.query<NpsPercentsReport, ReportFilter>({ query: (f) => `/api/v1/reports/nps/percents${reportQuery(f)}` }),
    npsTimeline: build.query<NpsTimelineReport, ReportFilter & { interval: NpsInterval }>({ query: (f) => `/api/v1/reports/nps/timeline${reportQuery(f)}` }),
    npsSurveys: build.query<SurveyAnswerPage, ReportFilter & { page: number; take: number }>({ query: (f) => `/api/v1/reports/nps/surveys${reportQuery(f)}` }),
    setSurveyHidden: build.mutation<{ id: number; hidden: boolean }, { id: number } & HideSurveyInput>({
      query: ({ id, hidden }) => ({ url: `/api/v1/surveys/${id}/hidden`, method: 'PUT', body: { hidden } }),
    }),
    funnelReport: build.query<FunnelReport, ReportFilter>({ query: (f) => `/api/v1/reports/funnel${reportQuery(f)}` }),
  }),
});

export const { useNpsPercentsQuery, useNpsTimelineQuery, useNpsSurveysQuery, useSetSurveyHiddenMutation, useFunnelReportQuery } = reportsApi;

/** A report's CSV (streamed by the server), as a file to save. */
export async function fetchReportCsv(path: string): Promise<{ blob: Blob; filename: string }> {
  const headers = applySessionHeaders(new Headers({ Accept: 'text/csv' }), 'GET');
  const res = await fetch(path, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Partial<ApiError>;
    throw { ...body, httpStatusCode: res.status, messageKey: body.messageKey ?? 'unexpected_error' } satisfies ApiError;
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  return { blob: await res.blob(), filename };
}
