/** GET /api/v1/audit: one audit log row as answered (changes are field → { from, to }, sensitive values masked). */
export interface AuditEntryDto {
  id: number;
  created_at: string;
  actor_party: string;
  actor_id: number;
  actor_name: string | null;
  acting_user_id: number | null;
  entity: string;
  entity_id: string;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  ip: string | null;
}

export interface AuditPageDto {
  items: AuditEntryDto[];
  total: number;
}

/** The audit log filters (query of GET /api/v1/audit, body of POST /api/v1/audit/exportasync). */
export interface AuditFilterDto {
  entity?: string;
  action?: string;
  actor_id?: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}
