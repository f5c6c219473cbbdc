import { In, type EntityManager } from 'typeorm';
import type { DynamicField, FormLayoutSection, TriggerActionKind } from '@attest/contracts';
import { AuditService, badRequest, conflict, TenantRepository, type AuthContext } from '@attest/platform';
import { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity } from '../forms/entities';
import { loadTemplate } from '../forms/template-loader';
import { fieldKey } from './builder-view';
import type { BuilderField, SaveBuilderInput, TriggerRule } from './form-builder.types';
import { currentVersion, storeVersion } from './template-versions';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** The columns of edc_fields a builder field sets (sort order from its place in the list). */
function columnsOf(f: BuilderField, sortOrder: number): Partial<FieldEntity> {
  return {
    datatype_id: f.datatype_id,
    name: f.name,
    desc: f.label,
    required: f.required ? 1 : 0,
    field_type: f.field_type,
    model_field: f.model_field,
    mask: f.mask,
    translation_display_key: f.translation_display_key,
    trigger_show: f.trigger_show ? 1 : 0,
    disabled: f.disabled ? 1 : 0,
    exclude_from_doc: f.exclude_from_doc ? 1 : 0,
    col_lg_width: f.col_lg,
    col_md_width: f.col_md,
    col_sm_width: f.col_sm,
    params: JSON.stringify(f.params ?? {}),
    sort_order: sortOrder,
    active: 1,
  };
}

const differs = (row: FieldEntity, cols: Partial<FieldEntity>) =>
  Object.entries(cols).some(([k, v]) => (k === 'params' ? JSON.stringify(JSON.parse(row.params || '{}')) !== v : (row as unknown as Record<string, unknown>)[k] !== v));

/** What the audit shows of a field: everything the builder edits but its place. */
function summary(f: Pick<DynamicField, 'datatype_id' | 'desc' | 'required' | 'mask' | 'field_type' | 'triggerShow' | 'disabled' | 'params' | 'colLgWidth' | 'colMdWidth' | 'colSmWidth'> & { codes: { code: string; value: string; is_default: boolean }[] }) {
  return {
    datatype_id: f.datatype_id, label: f.desc, required: f.required, mask: f.mask, field_type: f.field_type, shown: f.triggerShow, disabled: f.disabled,
    widths: [f.colLgWidth, f.colMdWidth, f.colSmWidth], params: f.params, codes: f.codes.map((c) => [c.code, c.value, c.is_default]),
  };
}
const builderSummary = (f: BuilderField) => summary({
  datatype_id: f.datatype_id, desc: f.label, required: f.required, mask: f.mask, field_type: f.field_type, triggerShow: f.trigger_show, disabled: f.disabled,
  params: f.params, colLgWidth: f.col_lg, colMdWidth: f.col_md, colSmWidth: f.col_sm, codes: f.codes,
});

/** The spec's trigger rows of the rules: one trigger per (source, value), its actions; "is not" stores the opposite show/hide. */
function triggerRows(rules: TriggerRule[], idOf: Map<string, number>): Map<string, { fieldId: number; value: string; actions: { target: number; action: TriggerActionKind }[] }> {
  const out = new Map<string, { fieldId: number; value: string; actions: { target: number; action: TriggerActionKind }[] }>();
  for (const r of rules) {
    const fieldId = idOf.get(r.source)!;
    const k = `${fieldId}\u0000${r.value}`;
    const entry = out.get(k) ?? { fieldId, value: r.value, actions: [] };
    const action: TriggerActionKind = r.op === 'is_not' ? (r.action === 'show' ? 'hide' : 'show') : r.action;
    if (!entry.actions.some((a) => a.target === idOf.get(r.target) && a.action === action)) {
      entry.actions.push({ target: idOf.get(r.target)!, action });
    }
    out.set(k, entry);
  }
  return out;
}

const canonicalTriggers = (rows: { fieldId: number; value: string; actions: { target: number; action: string }[] }[]) =>
  JSON.stringify(rows.map((r) => [r.fieldId, r.value, r.actions.map((a) => `${a.target}:${a.action}`).sort()]).sort((a, b) => String(a).localeCompare(String(b))));

const ruleText = (r: TriggerRule, nameOf: (key: string) => string) => `${nameOf(r.source)} ${r.op} "${r.value}" → ${r.action} ${nameOf(r.target)}`;

/**
 * Writes the edited form over the template in the caller's transaction: fields updated, added (code = name)
 * or retired (active 0: stored values keep pointing at them); codes and trigger rows rewritten only where
 * they changed; the layout stored with field names. When anything changed, the template's next version is
 * stored and the save audited (entity 'template', what changed per field). Answers the version and changes.
 */
export async function writeBuilderForm(m: EntityManager, audit: AuditService, auth: AuthContext, template: TemplateEntity, input: SaveBuilderInput, action: string): Promise<{ version: number; changes: Changes }> {
  const cid = auth.customerId;
  const tid = template.template_id;
  const current = await currentVersion(m, cid, tid);
  if (input.base_version !== current) {
    throw conflict('template_version_conflict', { current_version: current });
  }
  const before = await loadTemplate(m, cid, tid);
  const rows = new Map((await new TenantRepository(m, FieldEntity).find(cid, { template_id: tid })).map((r) => [r.field_id, r]));
  const unknown = Object.fromEntries(input.fields.map((f, i) => [i, f] as const).filter(([, f]) => f.field_id !== null && !rows.has(f.field_id)).map(([i]) => [`fields[${i}].field_id`, 'not_found']));
  if (Object.keys(unknown).length) {
    throw badRequest('validation_failed', { fields: unknown });
  }
  const fieldRepo = new TenantRepository(m, FieldEntity);
  const idOf = new Map<string, number>();
  // A move changes many sort orders and nothing else: those go in one UPDATE … CASE.
  const sortOnly: [number, number][] = [];
  for (const [i, f] of input.fields.entries()) {
    const cols = columnsOf(f, i + 1);
    const row = f.field_id !== null ? rows.get(f.field_id)! : null;
    if (row) {
      if (!differs(row, { ...cols, sort_order: row.sort_order })) {
        if (row.sort_order !== i + 1) {
          sortOnly.push([row.field_id, i + 1]);
        }
      } else {
        await fieldRepo.update(cid, { field_id: row.field_id }, cols);
      }
      idOf.set(f.key, row.field_id);
    } else {
      const inserted = await fieldRepo.insert(cid, { ...cols, template_id: tid, code: f.name });
      idOf.set(f.key, inserted.field_id);
    }
  }
  if (sortOnly.length) {
    await m.query(
      `UPDATE edc_fields SET sort_order = CASE field_id ${sortOnly.map(() => 'WHEN ? THEN ?').join(' ')} END WHERE customer_id = ? AND template_id = ? AND field_id IN (${sortOnly.map(() => '?').join(', ')})`,
      [...sortOnly.flat(), cid, tid, ...sortOnly.map(([id]) => id)],
    );
  }
  const kept = new Set(idOf.values());
  const removed = before.fields.filter((f) => !kept.has(f.field_id));
  if (removed.length) {
    await fieldRepo.update(cid, { template_id: tid, field_id: In(removed.map((f) => f.field_id)) }, { active: 0 });
  }
  // Codes: rewritten for a field only when its list differs.
  const codeRepo = new TenantRepository(m, FieldCodeEntity);
  const oldCodes = new Map<number, FieldCodeEntity[]>();
  for (const c of await codeRepo.find(cid, { field_id: In([...kept, -1]) })) {
    oldCodes.set(c.field_id, [...(oldCodes.get(c.field_id) ?? []), c]);
  }
  const codeInserts: Partial<FieldCodeEntity>[] = [];
  for (const f of input.fields) {
    const fieldId = idOf.get(f.key)!;
    const old = (oldCodes.get(fieldId) ?? []).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    const same = JSON.stringify(old.map((c) => [c.code, c.value, c.is_default === 1])) === JSON.stringify(f.codes.map((c) => [c.code, c.value, c.is_default]));
    if (!same) {
      const category = old[0]?.category ?? f.name.slice(0, 64);
      if (old.length) {
        await codeRepo.delete(cid, { field_id: fieldId });
      }
      codeInserts.push(...f.codes.map((c, i) => ({ customer_id: cid, field_id: fieldId, category, code: c.code, value: c.value, sort_order: i + 1, is_default: c.is_default ? 1 : 0 })));
    }
  }
  if (codeInserts.length) {
    await m.getRepository(FieldCodeEntity).insert(codeInserts);
  }
  // Triggers: the whole set rewritten when the rules differ from the stored rows.
  const wanted = triggerRows(input.rules, idOf);
  const stored = before.fields.flatMap((f) => f.triggers.map((t) => ({ fieldId: f.field_id, value: t.trigger, actions: t.actions.map((a) => ({ target: a.action_target_id, action: a.action })) })));
  if (canonicalTriggers([...wanted.values()]) !== canonicalTriggers(stored) || removed.length) {
    const allIds = [...rows.keys(), ...kept];
    const old = await new TenantRepository(m, FieldTriggerEntity).find(cid, { field_id: In([...allIds, -1]) });
    if (old.length) {
      await new TenantRepository(m, FieldTriggerActionEntity).delete(cid, { trigger_id: In(old.map((t) => t.trigger_id)) });
      await new TenantRepository(m, FieldTriggerEntity).delete(cid, { trigger_id: In(old.map((t) => t.trigger_id)) });
    }
    const actions: Partial<FieldTriggerActionEntity>[] = [];
    for (const t of wanted.values()) {
      const row = await new TenantRepository(m, FieldTriggerEntity).insert(cid, { field_id: t.fieldId, trigger: t.value });
      actions.push(...t.actions.map((a) => ({ customer_id: cid, trigger_id: row.trigger_id, action_target_type: 'field', action_target_id: a.target, action: a.action })));
    }
    if (actions.length) {
      await m.getRepository(FieldTriggerActionEntity).insert(actions);
    }
  }
  // Layout: stored with field names, as the renderer reads it.
  const nameOfKey = new Map(input.fields.map((f) => [f.key, f.name]));
  const layout: FormLayoutSection[] | null = input.layout?.map((s) => ({ title_translation_key: s.title_translation_key, rows: s.rows.map((row) => row.map((k) => nameOfKey.get(k)!)) })) ?? null;
  const layoutText = layout ? JSON.stringify(layout) : null;

  const changes = changesOf(before.fields, template.layout, input, layoutText);
  if (!Object.keys(changes).length) {
    return { version: current, changes };
  }
  await new TenantRepository(m, TemplateEntity).update(cid, { template_id: tid }, { layout: layoutText, updated_at: new Date() });
  const version = await storeVersion(m, cid, tid, action === 'builder_save' ? 'builder' : 'field', auth.userId ?? null);
  const recorded = { ...compact(changes), version: { from: current, to: version } };
  await audit.record(auth, { entity: 'template', entityId: tid, action, changes: recorded }, m);
  return { version, changes: recorded };
}

const AUDIT_LIMIT = 40_000;

/** The audit row stays well under a TEXT column: past the limit a field's change keeps only the names of what changed. */
function compact(changes: Changes): Changes {
  if (JSON.stringify(changes).length <= AUDIT_LIMIT) {
    return changes;
  }
  const out: Changes = {};
  for (const [key, change] of Object.entries(changes)) {
    if (!key.startsWith('field:')) {
      out[key] = JSON.stringify(change).length > 2000 ? { from: '(long)', to: '(long)' } : change;
      continue;
    }
    const from = change.from as Record<string, unknown> | null;
    const to = change.to as Record<string, unknown> | null;
    const props = from && to ? Object.keys(to).filter((p) => JSON.stringify(from[p]) !== JSON.stringify(to[p])) : [];
    out[key] = { from: from ? (to ? props : 'present') : null, to: to ? (from ? props : 'added') : null };
  }
  return out;
}

/** Per field (by name) what differs, the order, the rules as sentences and the layout. */
function changesOf(before: DynamicField[], beforeLayout: string | null, input: SaveBuilderInput, layoutText: string | null): Changes {
  const changes: Changes = {};
  const beforeByName = new Map(before.map((f) => [f.name, summary(f)]));
  const afterByName = new Map(input.fields.map((f) => [f.name, builderSummary(f)]));
  for (const name of new Set([...beforeByName.keys(), ...afterByName.keys()])) {
    const from = beforeByName.get(name) ?? null;
    const to = afterByName.get(name) ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      changes[`field:${name}`] = { from, to };
    }
  }
  const order = [before.map((f) => f.name), input.fields.map((f) => f.name)];
  if (JSON.stringify(order[0]) !== JSON.stringify(order[1])) {
    changes.order = { from: order[0], to: order[1] };
  }
  const oldNames = new Map(before.map((f) => [fieldKey(f.field_id), f.name]));
  const newNames = new Map(input.fields.map((f) => [f.key, f.name]));
  const beforeRules = before.flatMap((f) => f.triggers.flatMap((t) => t.actions.map((a) => `${f.name} is "${t.trigger}" → ${a.action} ${before.find((x) => x.field_id === a.action_target_id)?.name ?? a.action_target_id}`))).sort();
  const afterRules = input.rules.map((r) => {
    const action = r.op === 'is_not' ? (r.action === 'show' ? 'hide' : 'show') : r.action;
    return ruleText({ ...r, op: 'is', action }, (k) => newNames.get(k) ?? oldNames.get(k) ?? k);
  }).sort();
  if (JSON.stringify(beforeRules) !== JSON.stringify([...new Set(afterRules)])) {
    changes.rules = { from: beforeRules, to: input.rules.map((r) => ruleText(r, (k) => newNames.get(k) ?? k)) };
  }
  if ((beforeLayout ?? null) !== layoutText && JSON.stringify(JSON.parse(beforeLayout ?? 'null')) !== (layoutText ?? 'null')) {
    changes.layout = { from: JSON.parse(beforeLayout ?? 'null'), to: JSON.parse(layoutText ?? 'null') };
  }
  return changes;
}
