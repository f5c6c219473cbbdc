import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthContext } from '../auth/auth-context';
import { AuditLogEntity } from './audit-log.entity';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete' | 'view' | string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

@Injectable()
export class AuditService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** Pass the transaction's manager so the audit row commits or rolls back with the change. */
  async record(auth: AuthContext, entry: AuditEntry, manager: EntityManager = this.ds.manager): Promise<void> {
    await manager.insert(AuditLogEntity, {
      customer_id: auth.customerId,
      actor_party: auth.party,
      actor_id: auth.applicantId ?? auth.userId ?? 0,
      acting_user_id: auth.actingUserId ?? null,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      created_at: new Date(),
      ip: auth.ip ?? null,
    });
  }

  /** For events without a session yet (sign-in, failed sign-in): the actor is named explicitly. */
  async recordEvent(actor: { customerId: number; party: 'user' | 'applicant' | 'system'; id: number; ip?: string | null }, entry: AuditEntry): Promise<void> {
    await this.ds.manager.insert(AuditLogEntity, {
      customer_id: actor.customerId,
      actor_party: actor.party,
      actor_id: actor.id,
      acting_user_id: null,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      created_at: new Date(),
      ip: actor.ip ?? null,
    });
  }
}
