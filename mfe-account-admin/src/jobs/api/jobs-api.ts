import type {
  ApplicantInterviewDto,
  ApplicantJobApplicationDto,
  ApplicantPlacementDto,
  JobPostingDto,
  JobPostingFlagsInput,
  JobPostingInput,
  JobPostingQuery,
} from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** Staff job postings (decision 0042) and the applicant page's jobs section. Lists refetch after a write. */
export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryJobPostings: build.query<{ items: JobPostingDto[]; total: number }, Partial<JobPostingQuery>>({
      query: (body) => ({ url: '/api/v1/jobpostings/query', method: 'POST', body }),
    }),
    getJobPosting: build.query<JobPostingDto, number>({ query: (id) => `/api/v1/jobpostings/${id}` }),
    createJobPosting: build.mutation<JobPostingDto, JobPostingInput>({
      query: (body) => ({ url: '/api/v1/jobpostings', method: 'POST', body }),
    }),
    updateJobPosting: build.mutation<JobPostingDto, { id: number; body: JobPostingInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/jobpostings/${id}`, method: 'PUT', body }),
    }),
    setJobPostingFlags: build.mutation<JobPostingDto, { id: number; body: JobPostingFlagsInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/jobpostings/${id}/flags`, method: 'PATCH', body }),
    }),
    applicantJobApplications: build.query<ApplicantJobApplicationDto[], number>({ query: (id) => `/api/v1/applicants/${id}/job-applications` }),
    applicantPlacements: build.query<ApplicantPlacementDto[], number>({ query: (id) => `/api/v1/applicants/${id}/placements` }),
    applicantInterviews: build.query<ApplicantInterviewDto[], number>({ query: (id) => `/api/v1/applicants/${id}/interviews` }),
  }),
});

export const {
  useQueryJobPostingsQuery,
  useGetJobPostingQuery,
  useCreateJobPostingMutation,
  useUpdateJobPostingMutation,
  useSetJobPostingFlagsMutation,
  useApplicantJobApplicationsQuery,
  useApplicantPlacementsQuery,
  useApplicantInterviewsQuery,
} = jobsApi;
