// Test-only: the job administration routes on the account-admin fake server (fakeApi.handle), validated with the
// contracts' schemas like the talent service, with the service's field errors for an unknown client.
import { ValidationError } from 'yup';
import {
  jobClientInputSchema,
  jobDisplaySettingsSchema,
  jobPostingFlagsSchema,
  jobPostingInputSchema,
  type ApplicantInterviewDto,
  type ApplicantJobApplicationDto,
  type ApplicantPlacementDto,
  type JobClientDto,
  type JobDisplaySettings,
  type JobPostingDto,
} from '@attest/contracts';
import { sendJson } from '@attest/shared-ui/testing/local-server';
import type { RecordedRequest } from '@attest/shared-ui/testing/local-server';
import type http from 'node:http';
import { fakeApi } from '../../testing/account-admin-test-kit';

export interface FakeJobsServer {
  clients: JobClientDto[];
  postings: JobPostingDto[];
  settings: JobDisplaySettings;
  applications: ApplicantJobApplicationDto[];
  placements: ApplicantPlacementDto[];
  interviews: ApplicantInterviewDto[];
  /** Answers every write with this status and messageKey instead (a refused save). */
  refuse?: { status: number; messageKey: string; fields?: Record<string, string> };
}

export const posting = (p: Partial<JobPostingDto> & { job_id: number; name: string }): JobPostingDto => ({
  client_id: null, client_name: null, desc: null, brief_desc: null, functions: null, requirements: null, start_date: null, posted_date: '2026-11-01',
  pay_low: null, pay_high: null, job_type: null, job_address1: null, job_address2: null, job_city: null, job_state: null, job_zip: null, job_country: null,
  external_id: null, pay_rate: null, salary: null, actual_job_city: null, actual_job_state: null, actual_job_zip: null, location_id: null,
  category: null, specialty: null, active: true, public: false, featured: false, lat: null, lng: null, ...p,
});

export const allOff = (): JobDisplaySettings => ({
  enable_job_search: false, enable_job_search_criteria_category: false, enable_job_search_criteria_skill: false, enable_job_search_criteria_specialty: false,
  enable_job_search_criteria_industry: false, enable_job_search_criteria_emp_type: false, job_list_display_start_date: false, job_list_display_end_date: false,
  job_list_display_job_city: false, job_list_display_pay_rate: false, job_list_display_salary: false, job_detail_display_start_date: false,
  job_detail_display_end_date: false, job_detail_display_job_city: false, job_detail_display_pay_rate: false, job_detail_display_salary: false,
  enable_jobs_applied_for: false, job_search_default_distance: null,
});

const invalid = (res: http.ServerResponse, fields: Record<string, string>) =>
  sendJson(res, 400, { statusCode: 400, error: 'Bad Request', messageKey: 'validation_failed', details: { fields } });

function validated<T>(schema: { validateSync: (v: unknown, o: object) => T }, req: RecordedRequest, res: http.ServerResponse): T | null {
  try {
    return schema.validateSync(JSON.parse(req.body), { abortEarly: false });
  } catch (err) {
    if (err instanceof ValidationError) {
      invalid(res, Object.fromEntries(err.inner.map((e) => [e.path ?? '', e.message])));
      return null;
    }
    throw err;
  }
}

export function serveJobs(server: FakeJobsServer): FakeJobsServer {
  fakeApi.handle = (req, res) => {
    const [path, search = ''] = req.url.split('?');
    const params = new URLSearchParams(search);
    if (server.refuse && req.method !== 'GET' && !(req.method === 'POST' && path.endsWith('/query'))) {
      sendJson(res, server.refuse.status, { statusCode: server.refuse.status, error: 'Refused', messageKey: server.refuse.messageKey, details: { fields: server.refuse.fields ?? {} } });
      return true;
    }
    const jobMatch = /^\/api\/v1\/jobpostings\/(\d+)(\/flags)?$/.exec(path);
    const clientMatch = /^\/api\/v1\/jobclients\/(\d+)$/.exec(path);
    const applicantMatch = /^\/api\/v1\/applicants\/(\d+)\/(job-applications|placements|interviews)$/.exec(path);
    if (path === '/api/v1/jobpostings/query' && req.method === 'POST') {
      const q = JSON.parse(req.body) as { term?: string; active?: boolean; skip?: number; take?: number };
      const found = server.postings.filter((p) => (!q.term || (p.name ?? '').toLowerCase().includes(q.term.toLowerCase())) && (q.active === undefined || p.active === q.active));
      sendJson(res, 200, { items: found.slice(q.skip ?? 0, (q.skip ?? 0) + (q.take ?? 25)), total: found.length });
    } else if (path === '/api/v1/jobpostings' && req.method === 'POST') {
      const body = validated(jobPostingInputSchema, req, res);
      if (body) {
        if (body.client_id && !server.clients.some((c) => c.client_id === body.client_id)) {
          invalid(res, { client_id: 'job_client_not_found' });
          return true;
        }
        const job = posting({ ...(body as Partial<JobPostingDto>), job_id: 100 + server.postings.length, name: body.name, active: body.active ?? true, public: body.public ?? false, featured: body.featured ?? false });
        server.postings.push(job);
        sendJson(res, 201, job);
      }
    } else if (jobMatch && req.method === 'GET') {
      const job = server.postings.find((p) => p.job_id === Number(jobMatch[1]));
      sendJson(res, job ? 200 : 404, job ?? { statusCode: 404, error: 'Not Found', messageKey: 'job_not_found', details: {} });
    } else if (jobMatch && (req.method === 'PUT' || req.method === 'PATCH')) {
      const body = validated<Record<string, unknown>>(jobMatch[2] ? jobPostingFlagsSchema : jobPostingInputSchema, req, res);
      if (body) {
        const i = server.postings.findIndex((p) => p.job_id === Number(jobMatch[1]));
        server.postings[i] = { ...server.postings[i], ...(body as Partial<JobPostingDto>) };
        sendJson(res, 200, server.postings[i]);
      }
    } else if (path === '/api/v1/jobclients' && req.method === 'GET') {
      const term = params.get('term')?.toLowerCase();
      const found = server.clients.filter((c) => !term || (c.client_name ?? '').toLowerCase().includes(term));
      sendJson(res, 200, { items: found, total: found.length });
    } else if (path === '/api/v1/jobclients' && req.method === 'POST') {
      const body = validated(jobClientInputSchema, req, res);
      if (body) {
        const c: JobClientDto = { client_id: 50 + server.clients.length, client_name: body.client_name, external_id: body.external_id ?? null, active: body.active ?? true, date_added: '2026-11-25T10:00:00.000Z', postings: 0 };
        server.clients.push(c);
        sendJson(res, 201, c);
      }
    } else if (clientMatch && req.method === 'PUT') {
      const body = validated(jobClientInputSchema, req, res);
      if (body) {
        const i = server.clients.findIndex((c) => c.client_id === Number(clientMatch[1]));
        server.clients[i] = { ...server.clients[i], client_name: body.client_name, external_id: body.external_id ?? null, active: body.active ?? server.clients[i].active };
        sendJson(res, 200, server.clients[i]);
      }
    } else if (path === '/api/v1/talent/job-display-settings' && req.method === 'GET') {
      sendJson(res, 200, { settings: server.settings, distance_options: [5, 10, 15, 20, 25, 30, 40, 50, 100] });
    } else if (path === '/api/v1/talent/job-display-settings' && req.method === 'PUT') {
      const body = validated(jobDisplaySettingsSchema, req, res);
      if (body) {
        server.settings = { ...server.settings, ...(body as Partial<JobDisplaySettings>) };
        sendJson(res, 200, { settings: server.settings, distance_options: [5, 10, 15, 20, 25, 30, 40, 50, 100] });
      }
    } else if (applicantMatch) {
      const list = { 'job-applications': server.applications, placements: server.placements, interviews: server.interviews }[applicantMatch[2]];
      sendJson(res, applicantMatch[1] === '42' ? 200 : 404, applicantMatch[1] === '42' ? list : { statusCode: 404, error: 'Not Found', messageKey: 'not_found', details: {} });
    } else {
      return false;
    }
    return true;
  };
  return server;
}
