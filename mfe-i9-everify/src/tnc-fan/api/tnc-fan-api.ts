import type { TncFanLanguage } from '@attest/contracts';
import { api } from '@attest/shared-ui';

/** One of the employee's letters: where it downloads once it is made (compliance's tnc-employee.service.ts). */
export interface EmployeeLetter {
  file_id: number;
  language: TncFanLanguage;
  state: 'queued' | 'ready' | 'failed';
  url: string | null;
  filename: string;
}

/** GET /api/v1/everify/tnc-fan-url (applicant). */
export interface TncFanUrl extends EmployeeLetter {
  case_id: number;
  referral: EmployeeLetter | null;
}

export const tncFanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTncFanUrl: build.query<TncFanUrl, TncFanLanguage>({ query: (lang) => `/api/v1/everify/tnc-fan-url?lang=${lang}` }),
  }),
});

export const { useGetTncFanUrlQuery } = tncFanApi;
