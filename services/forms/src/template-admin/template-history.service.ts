import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLogEntity, parseJson, staffNames, TenantRepository, type AuthContext } from '@attest/platform';
import type { TemplateHistoryPage } from '@attest/contracts';
import { TEMPLATE_AUDIT_ENTITY } from './template-audit';
import { findTemplate } from './template-access';
import type { HistoryQueryInput } from './dto/template-small.dto';

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD (the `to` bound is inclusive). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** POST /api/v1/templates/history/query: who changed what in the customer's templates, from the audit log, newest first. */
@Injectable()
export class TemplateHistoryService {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async query(auth: AuthContext, q: HistoryQueryInput): Promise<TemplateHistoryPage> {
    if (q.template_id !== undefined) {
      await findTemplate(this.ds, auth, q.template_id);
    }
    const qb = new TenantRepository(this.ds, AuditLogEntity).query(auth.customerId, 'a').andWhere('a.entity = :entity', { entity: TEMPLATE_AUDIT_ENTITY });
    if (q.template_id !== undefined) {
      qb.andWhere('a.entity_id = :entityId', { entityId: String(q.template_id) });
    }
    if (q.action) {
      qb.andWhere('a.action = :action', { action: q.action });
    }
    // Day strings compare with DATETIME on MariaDB and with SQLite's stored text alike.
    if (q.from) {
      qb.andWhere('a.created_at >= :from', { from: q.from });
    }
    if (q.to) {
      qb.andWhere('a.created_at < :to', { to: nextDay(q.to) });
    }
    const [rows, total] = await qb.orderBy('a.id', 'DESC').skip((q.page - 1) * q.take).take(q.take).getManyAndCount();
    const names = await staffNames(this.ds, rows.flatMap((r) => [...(r.actor_party === 'user' ? [r.actor_id] : []), ...(r.acting_user_id ? [r.acting_user_id] : [])]));
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        created_at: new Date(r.created_at).toISOString(),
        template_id: Number(r.entity_id),
        actor_party: r.actor_party,
        actor_id: r.actor_id,
        actor_name: r.actor_party === 'user' ? (names.get(r.actor_id) ?? null) : null,
        acting_user_id: r.acting_user_id,
        acting_user_name: r.acting_user_id ? (names.get(r.acting_user_id) ?? null) : null,
        action: r.action,
        changes: parseJson<Record<string, { from: unknown; to: unknown }>>(r.changes, {}),
      })),
    };
  }
}
