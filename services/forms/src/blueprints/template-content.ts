import { createHash } from 'crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { StorageService } from '@attest/platform';
import { FieldCodeEntity, FieldEntity, FieldTriggerActionEntity, FieldTriggerEntity, TemplateEntity, TemplateTagEntity } from '../forms/entities';

/**
 * A template as content that can move between customers and deployments: no ids, fields named by code,
 * trigger targets named by field code, files carried as bytes. Promotion (blueprints) and bulk transfer
 * (edocs) both read it with readTemplateContents and write it with applyTemplateContents (decision 0030).
 */
export interface PortableFile {
  sha256: string;
  /** The bytes, base64; absent in a fingerprint-only read. */
  base64?: string;
}

export interface PortableAction {
  action_target_type: string;
  /** The target field's code when action_target_type is 'field'. */
  target_code: string | null;
  /** Other target kinds keep their raw id. */
  target_id: number | null;
  action: string;
}

export interface PortableField {
  code: string;
  datatype_id: number;
  name: string | null;
  desc: string | null;
  model_field: string | null;
  field_type: string | null;
  required: number;
  exclude_from_doc: number;
  allow_clear: number;
  params: string | null;
  wfm_default_field: string | null;
  wfm_display_order: number | null;
  mask: string | null;
  sort_order: number;
  disabled: number;
  trigger_show: number;
  translation_display_key: string | null;
  col_lg_width: number | null;
  col_md_width: number | null;
  col_sm_width: number | null;
  codes: { category: string; code: string; value: string; sort_order: number; is_default: number }[];
  triggers: { trigger: string; actions: PortableAction[] }[];
}

export const TEMPLATE_COLUMNS = [
  'template_type_id', 'template_sort_order', 'external_id', 'name', 'desc', 'second_sig_flag', 'directive', 'active', 'hide_from_applicant',
  'sort_order', 'downloadable', 'edit_url', 'require_fed_id', 'params', 'isolated_signing', 'category', 'layout',
] as const;
export type PortableTemplateRow = Pick<TemplateEntity, (typeof TEMPLATE_COLUMNS)[number]>;

export interface PortableTemplate {
  template: PortableTemplateRow;
  tags: string[];
  fields: PortableField[];
  pdf: PortableFile | null;
  paper_sign_pdf: PortableFile | null;
}

/** A source template with the id it has where it was read (for choosing it in a list). */
export interface SourcedTemplate {
  source_id: number;
  content: PortableTemplate;
}

type Db = DataSource | EntityManager;

const FIELD_COLUMNS = [
  'datatype_id', 'name', 'desc', 'model_field', 'field_type', 'required', 'exclude_from_doc', 'allow_clear', 'params', 'wfm_default_field',
  'wfm_display_order', 'mask', 'sort_order', 'disabled', 'trigger_show', 'translation_display_key', 'col_lg_width', 'col_md_width', 'col_sm_width',
] as const;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The customer's templates (the ids given) as portable content, in id order; active fields only. With
 * `withBytes` false the files carry only their hash (enough to compare).
 */
export async function readTemplateContents(db: Db, storage: StorageService, customerId: number, ids: number[], withBytes: boolean): Promise<SourcedTemplate[]> {
  if (!ids.length) {
    return [];
  }
  const templates = await db.getRepository(TemplateEntity).find({ where: { customer_id: customerId, template_id: In(ids) }, order: { template_id: 'ASC' } });
  const templateIds = templates.map((t) => t.template_id);
  if (!templateIds.length) {
    return [];
  }
  const [tags, fields] = await Promise.all([
    db.getRepository(TemplateTagEntity).find({ where: { customer_id: customerId, template_id: In(templateIds) } }),
    db.getRepository(FieldEntity).find({ where: { customer_id: customerId, template_id: In(templateIds), active: 1 } }),
  ]);
  const fieldIds = fields.map((f) => f.field_id);
  const codes = fieldIds.length ? await db.getRepository(FieldCodeEntity).find({ where: { customer_id: customerId, field_id: In(fieldIds) } }) : [];
  const triggers = fieldIds.length ? await db.getRepository(FieldTriggerEntity).find({ where: { customer_id: customerId, field_id: In(fieldIds) } }) : [];
  const triggerIds = triggers.map((t) => t.trigger_id);
  const actions = triggerIds.length ? await db.getRepository(FieldTriggerActionEntity).find({ where: { customer_id: customerId, trigger_id: In(triggerIds) } }) : [];
  // Trigger targets may be fields of the same template only; anything else keeps its raw id.
  const codeOfField = new Map(fields.map((f) => [f.field_id, f.code]));

  const out: SourcedTemplate[] = [];
  for (const t of templates) {
    const own = fields.filter((f) => f.template_id === t.template_id);
    const portableFields: PortableField[] = own.map((f) => ({
      code: f.code,
      ...pick(f, FIELD_COLUMNS),
      codes: codes
        .filter((c) => c.field_id === f.field_id)
        .map((c) => ({ category: c.category, code: c.code, value: c.value, sort_order: c.sort_order, is_default: Number(c.is_default) }))
        .sort((a, b) => a.sort_order - b.sort_order || byText(a.code, b.code)),
      triggers: triggers
        .filter((tr) => tr.field_id === f.field_id)
        .map((tr) => ({
          trigger: tr.trigger,
          actions: actions
            .filter((a) => a.trigger_id === tr.trigger_id)
            .map((a) => {
              const targetCode = a.action_target_type === 'field' ? codeOfField.get(a.action_target_id) ?? null : null;
              return { action_target_type: a.action_target_type, target_code: targetCode, target_id: targetCode === null ? a.action_target_id : null, action: a.action };
            })
            .sort((x, y) => byText(`${x.target_code ?? x.target_id}:${x.action}`, `${y.target_code ?? y.target_id}:${y.action}`)),
        }))
        .sort((x, y) => byText(x.trigger, y.trigger) || byText(JSON.stringify(x.actions), JSON.stringify(y.actions))),
    }));
    portableFields.sort((a, b) => a.sort_order - b.sort_order || byText(a.code, b.code));
    out.push({
      source_id: t.template_id,
      content: {
        template: normalizeRow(pick(t, TEMPLATE_COLUMNS)),
        tags: tags.filter((g) => g.template_id === t.template_id).map((g) => g.tag).sort(byText),
        fields: portableFields,
        pdf: await readFile(storage, t.pdf_storage_key, withBytes),
        paper_sign_pdf: await readFile(storage, t.paper_sign_pdf_storage_key, withBytes),
      },
    });
  }
  return out;
}

function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) {
    // tinyint columns come back as numbers on both drivers; keep them numbers.
    out[k] = row[k] ?? (null as T[K]);
  }
  return out;
}

function normalizeRow(row: PortableTemplateRow): PortableTemplateRow {
  return {
    ...row,
    active: Number(row.active), second_sig_flag: Number(row.second_sig_flag), hide_from_applicant: Number(row.hide_from_applicant),
    downloadable: Number(row.downloadable), require_fed_id: Number(row.require_fed_id), isolated_signing: Number(row.isolated_signing),
    directive: row.directive ?? '',
  };
}

async function readFile(storage: StorageService, key: string | null, withBytes: boolean): Promise<PortableFile | null> {
  if (!key) {
    return null;
  }
  let bytes: Buffer;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    bytes = Buffer.concat(chunks);
  } catch {
    // A key whose file is gone is content without a file.
    return null;
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return withBytes ? { sha256, base64: bytes.toString('base64') } : { sha256 };
}

/** The content with the file bytes left out, as stable JSON: equal fingerprints mean nothing would change. */
export function templateFingerprint(content: PortableTemplate): string {
  const stripped = {
    ...content,
    fields: content.fields.map((f) => ({ ...f, params: f.params ?? null })),
    pdf: content.pdf?.sha256 ?? null,
    paper_sign_pdf: content.paper_sign_pdf?.sha256 ?? null,
  };
  return createHash('sha256').update(stableJson(stripped)).digest('hex');
}

/** JSON with object keys sorted, so equal content always serialises the same. */
export function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value ?? null);
  }
  if (value instanceof Date) {
    return JSON.stringify(value.toISOString());
  }
  if (Array.isArray(value)) {
    return `[${value.map(stableJson).join(',')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => byText(a, b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}
