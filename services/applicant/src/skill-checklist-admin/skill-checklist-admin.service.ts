import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditService, conflict, requireCustomer, TenantRepository, type AuthContext } from '@attest/platform';
import { checklistItems } from '../skill-checklists/checklist-store';
import { ApplicantSkillChecklistEntity } from '../skill-checklists/entities/applicant-skill-checklist.entity';
import { SkillChecklistItemEntity } from '../skill-checklists/entities/skill-checklist-item.entity';
import { SkillChecklistEntity } from '../skill-checklists/entities/skill-checklist.entity';
import { targetsOf, type ChecklistTarget } from './assignment-rules';
import { readScale, requireOwnTargets, writeItems, writeTargets } from './checklist-definition';
import type { SaveSkillChecklistInput } from './dto/save-skill-checklist.dto';
import type { SkillChecklistAdminSummary, SkillChecklistAdminView } from './skill-checklist-admin.types';

type Counts = { assigned: number; completed: number };

/**
 * The skills checklists manager (staff-side §2): the customer's checklists with their categories, items,
 * proficiency scale, activation and assignment to job categories and locations. Writes are audited
 * (entity 'skill_checklist_definition'); a refusal writes nothing.
 */
@Injectable()
export class SkillChecklistAdminService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(auth: AuthContext, customerId: number): Promise<SkillChecklistAdminSummary[]> {
    requireCustomer(auth, customerId);
    const defs = await new TenantRepository(this.ds, SkillChecklistEntity).find(auth.customerId);
    const ids = defs.map((d) => d.checklist_id);
    const targets = await targetsOf(this.ds, auth.customerId, ids);
    const counts = await this.counts(this.ds.manager, auth.customerId, ids);
    const items = ids.length ? await new TenantRepository(this.ds, SkillChecklistItemEntity).find(auth.customerId, { checklist_id: In(ids) }) : [];
    return defs
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((d) => this.summary(d, targets.get(d.checklist_id) ?? [], counts.get(d.checklist_id), items.filter((i) => i.checklist_id === d.checklist_id).length));
  }

  async get(auth: AuthContext, customerId: number, id: number): Promise<SkillChecklistAdminView> {
    requireCustomer(auth, customerId);
    const def = await new TenantRepository(this.ds, SkillChecklistEntity).findOneOr404(auth.customerId, { checklist_id: id });
    return this.view(this.ds.manager, auth.customerId, def);
  }

  async create(auth: AuthContext, customerId: number, input: SaveSkillChecklistInput): Promise<SkillChecklistAdminView> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      await requireOwnTargets(m, auth.customerId, input);
      const repo = new TenantRepository(m, SkillChecklistEntity);
      if (await repo.findOne(auth.customerId, { name: input.name })) {
        throw conflict('duplicate_entry', { name: input.name });
      }
      const def = await repo.insert(auth.customerId, {
        name: input.name, description: input.description, auto_assign: input.auto_assign ? 1 : 0, active: input.active ? 1 : 0,
        scale: input.scale ? JSON.stringify(input.scale) : null, created_at: new Date(),
      });
      await writeItems(m, auth.customerId, def.checklist_id, input.categories);
      await writeTargets(m, auth.customerId, def.checklist_id, input);
      const view = await this.view(m, auth.customerId, def);
      await this.audit.record(auth, { entity: 'skill_checklist_definition', entityId: def.checklist_id, action: 'create', changes: { entry: { from: null, to: this.auditShape(view) } } }, m);
      return view;
    });
  }

  async update(auth: AuthContext, customerId: number, id: number, input: SaveSkillChecklistInput): Promise<SkillChecklistAdminView> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, SkillChecklistEntity);
      const def = await repo.findOneOr404(auth.customerId, { checklist_id: id });
      await requireOwnTargets(m, auth.customerId, input);
      const clash = await repo.findOne(auth.customerId, { name: input.name });
      if (clash && clash.checklist_id !== id) {
        throw conflict('duplicate_entry', { name: input.name });
      }
      const before = this.auditShape(await this.view(m, auth.customerId, def));
      const patch = { name: input.name, description: input.description, auto_assign: input.auto_assign ? 1 : 0, active: input.active ? 1 : 0, scale: input.scale ? JSON.stringify(input.scale) : null };
      await repo.update(auth.customerId, { checklist_id: id }, patch);
      await writeItems(m, auth.customerId, id, input.categories);
      await writeTargets(m, auth.customerId, id, input);
      const view = await this.view(m, auth.customerId, { ...def, ...patch });
      const after = this.auditShape(view);
      const changes = Object.fromEntries(
        Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => [k, { from: before[k], to: after[k] }]),
      );
      await this.audit.record(auth, { entity: 'skill_checklist_definition', entityId: id, action: 'update', changes }, m);
      return view;
    });
  }

  /** Activate or deactivate: an inactive checklist is given to nobody new; what applicants have stays theirs. */
  async setActive(auth: AuthContext, customerId: number, id: number, active: boolean): Promise<SkillChecklistAdminView> {
    requireCustomer(auth, customerId);
    return this.ds.transaction(async (m) => {
      const repo = new TenantRepository(m, SkillChecklistEntity);
      const def = await repo.findOneOr404(auth.customerId, { checklist_id: id });
      const next = active ? 1 : 0;
      if (def.active !== next) {
        await repo.update(auth.customerId, { checklist_id: id }, { active: next });
        await this.audit.record(auth, { entity: 'skill_checklist_definition', entityId: id, action: active ? 'activate' : 'deactivate', changes: { active: { from: def.active === 1, to: active } } }, m);
      }
      return this.view(m, auth.customerId, { ...def, active: next });
    });
  }

  private auditShape(v: SkillChecklistAdminView): Record<string, unknown> {
    return {
      name: v.name, description: v.description, active: v.active, auto_assign: v.auto_assign, scale: v.scale,
      categories: v.categories.map((c) => ({ name: c.name, items: c.items.map((i) => i.skill) })), job_category_ids: v.job_category_ids, location_ids: v.location_ids,
    };
  }

  private async counts(m: EntityManager, customerId: number, ids: number[]): Promise<Map<number, Counts>> {
    const out = new Map<number, Counts>();
    if (!ids.length) {
      return out;
    }
    const rows = await new TenantRepository(m, ApplicantSkillChecklistEntity).find(customerId, { checklist_id: In(ids) });
    for (const r of rows) {
      const c = out.get(r.checklist_id) ?? { assigned: 0, completed: 0 };
      c.assigned += 1;
      c.completed += r.state === 'COMPLETED' ? 1 : 0;
      out.set(r.checklist_id, c);
    }
    return out;
  }

  private summary(d: SkillChecklistEntity, targets: ChecklistTarget[], counts: Counts | undefined, itemCount: number): SkillChecklistAdminSummary {
    return {
      checklist_id: d.checklist_id,
      name: d.name,
      active: d.active === 1,
      auto_assign: d.auto_assign === 1,
      item_count: itemCount,
      job_category_ids: targets.filter((t) => t.kind === 'job_category').map((t) => t.target_id),
      location_ids: targets.filter((t) => t.kind === 'location').map((t) => t.target_id),
      assigned: counts?.assigned ?? 0,
      completed: counts?.completed ?? 0,
    };
  }

  private async view(m: EntityManager, customerId: number, d: SkillChecklistEntity): Promise<SkillChecklistAdminView> {
    const items = await checklistItems(m, customerId, d.checklist_id);
    const targets = (await targetsOf(m, customerId, [d.checklist_id])).get(d.checklist_id) ?? [];
    const counts = (await this.counts(m, customerId, [d.checklist_id])).get(d.checklist_id);
    const categories: SkillChecklistAdminView['categories'] = [];
    for (const i of items) {
      let c = categories.find((x) => x.name === i.section);
      if (!c) {
        c = { name: i.section, items: [] };
        categories.push(c);
      }
      c.items.push({ item_id: i.item_id, skill: i.skill });
    }
    return { ...this.summary(d, targets, counts, items.length), description: d.description, scale: readScale(d), categories };
  }
}
