import { apiFetch } from '@attest/shared-ui';
import { id, v2 } from './applicant-detail-api';

/** One applicant-level ATS exchange (decision 0051). */
export interface ApplicantAtsSync {
  id: number;
  kind: 'sync_out' | 'placements' | 'credentials' | 'inbound';
  source: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'ignored';
  result: { messageKey?: string; changed_fields?: string[]; inserted?: number; updated?: number; unchanged?: number; sent?: number } | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  deduplicated?: boolean;
}

export interface ApplicantAtsStatus {
  adapter: string;
  configured: boolean;
  external_id: string | null;
  syncs: ApplicantAtsSync[];
}

export interface SyncOutPreview {
  adapter: string;
  external_id: string | null;
  creates: boolean;
  changes: { field: string; applicant_field: string; from: string | null; to: string | null }[];
}

const base = (adapter: string, applicantId: string) => `/api/v1/integrations/ats/${encodeURIComponent(adapter)}/applicants/${id(applicantId)}`;

export const applicantAtsCalls = {
  status: (applicantId: string) => apiFetch<ApplicantAtsStatus>(`/api/v1/integrations/ats/applicants/${id(applicantId)}`),
  preview: (adapter: string, applicantId: string) => apiFetch<SyncOutPreview>(`${base(adapter, applicantId)}/sync/out/preview`, { method: 'POST', body: {} }),
  syncOut: (adapter: string, applicantId: string, requestId: string) => apiFetch<ApplicantAtsSync>(`${base(adapter, applicantId)}/sync/out`, { method: 'POST', body: { request_id: requestId } }),
  syncPlacements: (adapter: string, applicantId: string) => apiFetch<ApplicantAtsSync>(v2(`${encodeURIComponent(adapter)}/syncPlacementsForCandidate/${id(applicantId)}`)),
};
