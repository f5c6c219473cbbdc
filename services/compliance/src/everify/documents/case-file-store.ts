import { randomUUID } from 'crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { TenantRepository } from '@attest/platform';
import { EverifyCaseFileEntity, type CaseFileKind, type CaseFileState } from './entities/everify-case-file.entity';

export const caseFileRepo = (db: DataSource | EntityManager) => new TenantRepository(db, EverifyCaseFileEntity);

/** Where a case file's sealed bytes live (random: the key says nothing about the file). */
export const caseFileKey = (customerId: number, caseId: number): string => `everify-files/${customerId}/case-${caseId}/${randomUUID()}.bin`;

/** The staff download of a ready file (authenticated: the bytes are decrypted by the API, never served from storage). */
export const caseFileContentUrl = (caseId: number, fileId: number): string => `/api/v1/everify/${caseId}/files/${fileId}/content`;

/** A case file as answered: never its storage key. */
export interface CaseFileView {
  id: number;
  case_id: number;
  kind: CaseFileKind;
  lang: string | null;
  file_name: string;
  content_type: string;
  size: number | null;
  state: CaseFileState;
  /** 0-100 while the job runs (100 once ready). */
  progress: number;
  error: string | null;
  /** Where the ready file downloads (with the session's headers), else null. */
  url: string | null;
  job_id: string | null;
  event_name: string | null;
  subscription_url: string | null;
  created_by_party: string;
  created_at: Date;
  ready_at: Date | null;
}

export function caseFileView(f: EverifyCaseFileEntity, progress?: number): CaseFileView {
  return {
    id: f.id,
    case_id: f.case_id,
    kind: f.kind,
    lang: f.lang,
    file_name: f.file_name,
    content_type: f.content_type,
    size: f.size,
    state: f.state,
    progress: f.state === 'ready' ? 100 : (progress ?? 0),
    error: f.error,
    url: f.state === 'ready' ? caseFileContentUrl(f.case_id, f.id) : null,
    job_id: f.job_id,
    event_name: f.event_name,
    subscription_url: f.event_name ? `/api/v1/realtime/subscriptions/${f.event_name}` : null,
    created_by_party: f.created_by_party,
    created_at: f.created_at,
    ready_at: f.ready_at,
  };
}

/** A file name safe in a ZIP and a Content-Disposition header: no path, no quotes, printable ASCII only. */
export function cleanFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[^\x20-\x7e]/g, '_').replace(/["*:<>?|]/g, '').trim();
  return (base && base !== '.' && base !== '..' ? base : fallback).slice(0, 120);
}
