import { api } from '@attest/shared-ui';

/** POST /api/v1/submissions/{id}/ead (compliance's submissions/ead): the automatic EAD extension. */
export interface EadExtensionBody {
  category: string;
  card_expiration: string;
  renewal_filed_on: string;
  receipt_number?: string | null;
}

export interface EadExtensionAnswer {
  record_id: number;
  section2_revision: number;
  category: string;
  /** Masked to its last four characters. */
  receipt_number: string | null;
  card_expiration: string;
  renewal_filed_on: string;
  extended_until: string;
  work_auth_until: string | null;
}

export const eadApi = api.injectEndpoints({
  endpoints: (build) => ({
    extendI9Ead: build.mutation<EadExtensionAnswer, { id: number; body: EadExtensionBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/submissions/${id}/ead`, method: 'POST', body }),
    }),
  }),
});

export const { useExtendI9EadMutation } = eadApi;
