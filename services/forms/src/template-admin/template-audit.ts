export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** The keys whose value differs between before and after, as the audit log stores them ({ from, to }). */
export function diffChanges(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
    }
  }
  return changes;
}

/** The audit entity of template administration: one history per template (edocs' PDF uploads write the same). */
export const TEMPLATE_AUDIT_ENTITY = 'template';
