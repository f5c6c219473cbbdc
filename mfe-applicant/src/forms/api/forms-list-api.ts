import { api } from '@attest/shared-ui';

export interface FormSummary {
  template_id: number;
  template_type_id: number;
  name: string;
  desc: string | null;
}

/** The applicant's forms (`GET /api/v1/Applicants/SignatureRequests/forms`). */
export const formsListApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApplicantForms: build.query<FormSummary[], void>({
      query: () => '/api/v1/Applicants/SignatureRequests/forms',
    }),
  }),
});

export const { useListApplicantFormsQuery } = formsListApi;
