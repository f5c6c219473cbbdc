import type { Countdown, I9DocumentChoices, I9Section2Data, Retention } from '@attest/contracts';
import { api } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';

export interface RecordArgs {
  id: number;
  /** pii.ssn.reveal only: the server answers the numbers unmasked and writes the reveal to the trail and the audit log. */
  reveal: boolean;
}

/** GET /api/v1/submissions/{id}/expiration (submission-detail.service). */
export interface ExpirationAnswer {
  record_id: number;
  today: string;
  first_day_of_employment: string | null;
  section1_due: string | null;
  section2_due: string | null;
  section2_countdown: Countdown | null;
  work_auth_until: string | null;
  reverify_countdown: Countdown | null;
  reverify_bucket: string | null;
  retention: Retention | null;
  legal_hold: boolean;
}

/** GET /api/v1/i9/{id}/trail (trail-view.service). */
export interface TrailRow {
  seq: number;
  at: string;
  actor_party: string;
  actor_id: number;
  actor_name: string | null;
  acting_user_id: number | null;
  ip: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  hash: string;
}

export interface TrailAnswer {
  record_id: number;
  verification: {
    ok: boolean;
    rows: number;
    broken_at: number | null;
    reason: 'hash_mismatch' | 'chain_broken' | 'seq_gap' | 'head_mismatch' | null;
  };
  rows: TrailRow[];
}

export interface SignSection2Args {
  id: number;
  value: I9Section2Data;
}

/** Keeps a record answered by a write as the masked view of that record. */
function keep(dispatch: (action: unknown) => unknown, record: I9RecordView) {
  dispatch(recordApi.util.upsertQueryData('getI9Record', { id: record.id, reveal: false }, record));
}

/** One I-9 as staff see it (compliance's i9-records, section2, trail, references and submissions controllers). */
export const recordApi = api.injectEndpoints({
  endpoints: (build) => ({
    getI9Record: build.query<I9RecordView, RecordArgs>({
      query: ({ id, reveal }) => `/api/v1/i9/${id}${reveal ? '?reveal=true' : ''}`,
    }),
    getI9Expiration: build.query<ExpirationAnswer, number>({
      query: (id) => `/api/v1/submissions/${id}/expiration`,
    }),
    getI9Trail: build.query<TrailAnswer, number>({
      query: (id) => `/api/v1/i9/${id}/trail`,
    }),
    getI9DocumentReferences: build.query<I9DocumentChoices, number>({
      query: (attestation) => `/api/v1/documentreferences?attestation=${attestation}`,
    }),
    saveI9Section2Draft: build.mutation<I9RecordView, SignSection2Args>({
      query: ({ id, value }) => ({ url: `/api/v1/i9/${id}/section2`, method: 'PUT', body: value }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          keep(dispatch, data);
        }
      },
    }),
    signI9Section2: build.mutation<I9RecordView, SignSection2Args>({
      query: ({ id, value }) => ({
        url: `/api/v1/i9/${id}/section2/sign`,
        method: 'POST',
        body: { value, confirmed: true },
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          keep(dispatch, data);
        }
      },
    }),
  }),
});

export const {
  useGetI9RecordQuery,
  useGetI9ExpirationQuery,
  useGetI9TrailQuery,
  useGetI9DocumentReferencesQuery,
  useSaveI9Section2DraftMutation,
  useSignI9Section2Mutation,
} = recordApi;
