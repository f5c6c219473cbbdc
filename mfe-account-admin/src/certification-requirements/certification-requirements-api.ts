import { api } from '@attest/shared-ui';

/** CertificationRequirementEvent as the server reads it (staff-side §4). */
export interface CertEvent {
  id: number;
  status: { id: number; status: string };
  actions: { id: number; type: { id: number; type: string } }[];
}

export interface InvalidReason {
  messageKey: 'cert_invalid_credential' | 'cert_invalid_entity';
  params: Record<string, string | number>;
  /** The spec's English label (staff-side §8), shown as it is. */
  label: string;
}

/** CertificationRequirementConfig with what the screen adds (staff-side §3). */
export interface RequirementConfig {
  id: number;
  customer_location_id: number | null;
  entity_type: string;
  entity_id: number;
  credential_id: number;
  events: CertEvent[];
  credentialAltId: string | null;
  credentialName: string | null;
  entityName: string | null;
  invalid: InvalidReason[];
}

export interface RequirementInput {
  id?: number;
  customer_location_id: number | null;
  entity_type: string;
  entity_id: number;
  credential_id: number;
}

/** The spec's statuses and actions with their ids (staff-side §4). */
export const CERT_STATUSES = [
  { id: 1, code: 'EXPIRED' }, { id: 2, code: 'EXPIRING_SOON' }, { id: 3, code: 'INCOMPLETE' }, { id: 4, code: 'INVALID' }, { id: 5, code: 'NEEDS_REVIEW' }, { id: 6, code: 'COMPLETE' },
] as const;
export const CERT_ACTIONS = [{ id: 1, code: 'RESEND_TASK' }, { id: 2, code: 'SEND_TASK' }, { id: 3, code: 'UPDATE_STATUS_IN_ATS' }] as const;

const TAG = { type: 'Customer' as const, id: 'cert-requirements' };
const PATH = '/api/v1/CertificationRequirementConfiguration';
const DEFAULT = '/api/v1/CredentialAutomationConfiguration/default';

export const certRequirementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    requirementConfigs: build.query<RequirementConfig[], number | null>({
      query: (locationId) => (locationId ? `${PATH}?customer_location_id=${locationId}` : PATH),
      providesTags: [TAG],
    }),
    invalidConfigs: build.query<RequirementConfig[], void>({ query: () => `${PATH}/invalid`, providesTags: [TAG] }),
    saveRequirement: build.mutation<RequirementConfig, RequirementInput>({
      query: (body) => ({ url: PATH, method: 'POST', body }),
      invalidatesTags: [TAG, 'AuditLog'],
    }),
    deleteRequirement: build.mutation<void, number>({
      query: (id) => ({ url: `${PATH}/${id}`, method: 'DELETE' }),
      invalidatesTags: [TAG, 'AuditLog'],
    }),
    defaultAutomation: build.query<CertEvent[], void>({ query: () => DEFAULT, providesTags: [{ type: 'Customer', id: 'cert-automation' }] }),
    saveDefaultAutomation: build.mutation<CertEvent[], { events?: { status_id: number; action_ids: number[] }[] }>({
      query: (body) => ({ url: DEFAULT, method: 'POST', body }),
      invalidatesTags: [{ type: 'Customer', id: 'cert-automation' }, 'AuditLog'],
    }),
  }),
});

export const {
  useRequirementConfigsQuery, useInvalidConfigsQuery, useSaveRequirementMutation, useDeleteRequirementMutation, useDefaultAutomationQuery, useSaveDefaultAutomationMutation,
} = certRequirementsApi;
