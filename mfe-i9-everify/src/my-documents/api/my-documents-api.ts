import { api } from '@attest/shared-ui';
import type {
  ChosenDocument,
  EmployeeDocumentChoice,
} from '../../i9-common/image-capture/image-capture-types';

/** The employee's own choice of documents (compliance documents/choice, decision 0019). */
export const myDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveMyDocumentChoice: build.mutation<EmployeeDocumentChoice, { documents: ChosenDocument[] }>({
      query: (body) => ({ url: '/api/v1/i9/documents/choice', method: 'PUT', body }),
    }),
  }),
});

export const { useSaveMyDocumentChoiceMutation } = myDocumentsApi;
