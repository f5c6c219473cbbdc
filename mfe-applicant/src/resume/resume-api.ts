import type { ResumeEducationSuggestion, ResumeUploadAnswer, ResumeWorkSuggestion } from '@attest/contracts';
import { api, applySessionHeaders, getSession, type ApiError } from '@attest/shared-ui';

const historyBase = () => {
  const s = getSession();
  return `/api/v2/customers/${encodeURIComponent(s.customerId ?? '')}/applicants/${encodeURIComponent(s.applicantId ?? '')}`;
};

/** A confirmed work history suggestion as a new workHistory record. */
export const workRecord = (w: ResumeWorkSuggestion) => ({
  employer: w.employer,
  title: w.title,
  start_date: w.start_date,
  end_date: w.current ? null : w.end_date,
  current: w.current ? 1 : 0,
});

/** A confirmed education suggestion as a new education record (the degree only when it is a known code). */
export const educationRecord = (e: ResumeEducationSuggestion) => ({
  school: e.school,
  degree: e.degree,
  grad_year: e.grad_year,
  start_date: e.start_date,
  end_date: e.end_date,
});

/** The resume upload (applicant-side §7) and the existing work history / education paths it feeds. */
export const resumeApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveWorkHistory: build.mutation<unknown, ReturnType<typeof workRecord>[]>({ query: (body) => ({ url: `${historyBase()}/workHistory`, method: 'POST', body }) }),
    saveEducation: build.mutation<unknown, ReturnType<typeof educationRecord>[]>({ query: (body) => ({ url: `${historyBase()}/education`, method: 'POST', body }) }),
    confirmResumeSkills: build.mutation<{ resume_id: number; confirmed_skills: string[] }, { id: number; skills: string[] }>({
      query: ({ id, skills }) => ({ url: `/api/resume/${id}/skills`, method: 'POST', body: { skills } }),
    }),
  }),
});

export const { useSaveWorkHistoryMutation, useSaveEducationMutation, useConfirmResumeSkillsMutation } = resumeApi;

/** POST /api/resume with the file (multipart, so fetched with the session headers rather than through RTK). */
export async function uploadResume(file: File): Promise<ResumeUploadAnswer> {
  const s = getSession();
  const form = new FormData();
  form.append('file', file, file.name);
  const query = `is_applicant=1&job_id=0&category=null&customer_code=${encodeURIComponent(s.customerCode ?? '')}&applicant_id=${encodeURIComponent(s.applicantId ?? '')}`;
  const response = await fetch(`/api/resume?${query}`, { method: 'POST', headers: applySessionHeaders(new Headers({ Accept: 'application/json' }), 'POST'), body: form });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const failure: ApiError = { ...(body ?? {}), httpStatusCode: response.status, messageKey: typeof body?.messageKey === 'string' ? body.messageKey : 'unexpected_error' };
    throw failure;
  }
  return body as unknown as ResumeUploadAnswer;
}
