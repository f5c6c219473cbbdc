import { api } from '@attest/shared-ui';

/** A credential type (staff-side §7 "Credentials and certification requirements"). */
export interface CredentialTypeDto {
  credential_id: number;
  name: string;
  alt_id: string | null;
  description: string | null;
  requires_expiration: boolean;
  has_back: boolean;
  active: boolean;
}

export interface CredentialTypeInput {
  name: string;
  alt_id: string | null;
  description: string | null;
  requires_expiration: boolean;
  has_back: boolean;
  active: boolean;
}

export interface CredentialTypeQuery {
  search?: string;
  active?: boolean;
  skip: number;
  take: number;
}

/** account.read reads, account.manage writes (decision 0039); every change refetches the list. */
export const credentialTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    queryCredentialTypes: build.query<{ total: number; items: CredentialTypeDto[] }, CredentialTypeQuery>({
      query: (body) => ({ url: '/api/v1/credentials/query', method: 'POST', body }),
      providesTags: [{ type: 'Customer', id: 'credential-types' }],
    }),
    allCredentialTypes: build.query<CredentialTypeDto[], void>({
      query: () => '/api/v1/credentials',
      providesTags: [{ type: 'Customer', id: 'credential-types' }],
    }),
    createCredentialType: build.mutation<CredentialTypeDto, CredentialTypeInput>({
      query: (body) => ({ url: '/api/v1/credentials', method: 'POST', body }),
      invalidatesTags: [{ type: 'Customer', id: 'credential-types' }, 'AuditLog'],
    }),
    updateCredentialType: build.mutation<CredentialTypeDto, { id: number; changes: Partial<CredentialTypeInput> }>({
      query: ({ id, changes }) => ({ url: `/api/v1/credentials/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: [{ type: 'Customer', id: 'credential-types' }, 'AuditLog'],
    }),
    deleteCredentialType: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/credentials/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Customer', id: 'credential-types' }, 'AuditLog'],
    }),
  }),
});

export const { useQueryCredentialTypesQuery, useAllCredentialTypesQuery, useCreateCredentialTypeMutation, useUpdateCredentialTypeMutation, useDeleteCredentialTypeMutation } = credentialTypesApi;
