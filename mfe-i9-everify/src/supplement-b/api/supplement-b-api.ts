import type { I9SupplementBEntry } from '@attest/contracts';
import { api } from '@attest/shared-ui';
import type { I9RecordView } from '../../i9-common/i9-record';
import { recordApi } from '../../record/api/record-api';

export interface SignSupplementBArgs {
  id: number;
  value: I9SupplementBEntry;
}

/** Supplement B (compliance's POST /api/v1/submissions/{id}/revision): an entry signed at once by the staff user. */
export const supplementBApi = api.injectEndpoints({
  endpoints: (build) => ({
    signI9SupplementB: build.mutation<I9RecordView, SignSupplementBArgs>({
      query: ({ id, value }) => ({
        url: `/api/v1/submissions/${id}/revision`,
        method: 'POST',
        body: { value, confirmed: true },
      }),
      // The answer is the record with the new entry (masked): shown at once, before the page asks again.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) {
          void dispatch(recordApi.util.upsertQueryData('getI9Record', { id: data.id, reveal: false }, data));
        }
      },
    }),
  }),
});

export const { useSignI9SupplementBMutation } = supplementBApi;
