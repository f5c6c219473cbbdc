import type { FormTemplate, FormValues } from '@attest/contracts';
import { api } from '../../api/api';

export const FORM_TEMPLATE_TAG = 'FormTemplate';

export interface FormTemplateArgs {
  formId: number;
  /** Staff (requester mode) pass the applicant whose form they look at. */
  applicantId?: number | string;
  /** Inside a signature request: the server answers the template version the request was sent with. */
  sigRequestId?: number;
}

export interface SubmitFormArgs extends FormTemplateArgs {
  values: FormValues;
  /** The signature request this form is part of: the server marks its template form_complete. */
  sigRequestId?: number;
}

/** The server answers with the values as stored (normalised). */
export interface SubmitFormAnswer {
  values: FormValues;
}

const formPath = (formId: number) => `/api/v1/Applicants/SignatureRequests/forms/${encodeURIComponent(String(formId))}`;

/**
 * Form template read and submit (docs/form-engine.md, HTTP). The tag is added here rather than in
 * API_TAG_TYPES so the form engine stays in its own folder; it still lives in the one shared api.
 */
export const formsApi = api.enhanceEndpoints({ addTagTypes: [FORM_TEMPLATE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getFormTemplate: build.query<FormTemplate, FormTemplateArgs>({
      query: ({ formId, applicantId, sigRequestId }) => {
        const params = {
          ...(applicantId === undefined ? {} : { applicantId: String(applicantId) }),
          ...(sigRequestId === undefined ? {} : { sigRequestId: String(sigRequestId) }),
        };
        return { url: formPath(formId), params: Object.keys(params).length ? params : undefined };
      },
      providesTags: (_result, _error, { formId }) => [{ type: FORM_TEMPLATE_TAG, id: formId }],
    }),
    submitForm: build.mutation<SubmitFormAnswer, SubmitFormArgs>({
      query: ({ formId, applicantId, values, sigRequestId }) => ({
        url: `${formPath(formId)}/submit`,
        method: 'POST',
        body: {
          values,
          ...(applicantId === undefined ? {} : { applicantId }),
          ...(sigRequestId === undefined ? {} : { sig_request_id: sigRequestId }),
        },
      }),
      invalidatesTags: (_result, error, { formId }) => (error ? [] : [{ type: FORM_TEMPLATE_TAG, id: formId }]),
    }),
  }),
});

export const { useGetFormTemplateQuery, useSubmitFormMutation } = formsApi;
