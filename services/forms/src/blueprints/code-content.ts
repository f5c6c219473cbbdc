import type { DataSource, EntityManager } from 'typeorm';
import { ExternalCodeMapEntity } from '../code-maps/external-code-map.entity';
import { CodeValueEntity } from '../code-values/code-value.entity';
import type { ChangeStatus } from './template-plan';

type Db = DataSource | EntityManager;

export interface CodeValueContent {
  category: string;
  code: string;
  value: string;
  sort_order: number;
  is_default: number;
  active: number;
}
export interface CodeValuePlanItem extends CodeValueContent {
  status: ChangeStatus;
}

export interface CodeMapContent {
  category: string;
  code: string;
  external_code: string;
}
export interface CodeMapPlanItem extends CodeMapContent {
  status: ChangeStatus;
}

const codeValueKey = (c: { category: string; code: string }) => `${c.category}\u0000${c.code}`;
const codeMapKey = (c: CodeMapContent) => `${c.category}\u0000${c.code}\u0000${c.external_code}`;

export async function readCodeValues(db: Db, customerId: number): Promise<CodeValueContent[]> {
  const rows = await db.getRepository(CodeValueEntity).find({ where: { customer_id: customerId }, order: { category: 'ASC', sort_order: 'ASC', code: 'ASC' } });
  return rows.map((r) => ({ category: r.category, code: r.code, value: r.value, sort_order: r.sort_order, is_default: Number(r.is_default), active: Number(r.active) }));
}

export async function readCodeMaps(db: Db, customerId: number): Promise<CodeMapContent[]> {
  const rows = await db.getRepository(ExternalCodeMapEntity).find({ where: { customer_id: customerId }, order: { category: 'ASC', code: 'ASC', external_code: 'ASC' } });
  return rows.map((r) => ({ category: r.category, code: r.code, external_code: r.external_code }));
}

/** A code value is the same entry when category and code match; changed when its value, order, default or active differ. */
export async function planCodeValues(db: Db, targetCustomerId: number, sources: CodeValueContent[]): Promise<CodeValuePlanItem[]> {
  const target = new Map((await readCodeValues(db, targetCustomerId)).map((c) => [codeValueKey(c), c]));
  return sources.map((s) => {
    const t = target.get(codeValueKey(s));
    if (!t) {
      return { ...s, status: 'new' };
    }
    const same = t.value === s.value && t.sort_order === s.sort_order && t.is_default === s.is_default && t.active === s.active;
    return { ...s, status: same ? 'same' : 'changed' };
  });
}

/** A code map entry is its four parts: it is there (same) or not (new). */
export async function planCodeMaps(db: Db, targetCustomerId: number, sources: CodeMapContent[]): Promise<CodeMapPlanItem[]> {
  const target = new Set((await readCodeMaps(db, targetCustomerId)).map(codeMapKey));
  return sources.map((s) => ({ ...s, status: target.has(codeMapKey(s)) ? 'same' : 'new' }));
}

export async function applyCodeValues(m: EntityManager, customerId: number, items: CodeValuePlanItem[]): Promise<void> {
  const fresh = items.filter((i) => i.status === 'new').map(({ status: _s, ...c }) => ({ ...c, customer_id: customerId }));
  if (fresh.length) {
    await m.insert(CodeValueEntity, fresh);
  }
  for (const { status, category, code, ...rest } of items) {
    if (status === 'changed') {
      await m.update(CodeValueEntity, { customer_id: customerId, category, code }, rest);
    }
  }
}

export async function applyCodeMaps(m: EntityManager, customerId: number, items: CodeMapPlanItem[]): Promise<void> {
  const fresh = items.filter((i) => i.status === 'new').map(({ status: _s, ...c }) => ({ ...c, customer_id: customerId }));
  if (fresh.length) {
    await m.insert(ExternalCodeMapEntity, fresh);
  }
}

export { codeValueKey, codeMapKey };
