import type { Readable } from 'stream';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { DATATYPE, formatDisplayYmd, MULTI_VALUE_SEPARATOR, NO_SIGNATURE_TEMPLATE_TYPES, parseServerYmd, type DynamicField } from '@attest/contracts';
import { ApplicantEntity } from '@attest/applicant';
import { fieldCipher, maskTail, StorageObjectNotFoundError, TenantRepository, type StorageService } from '@attest/platform';
import { FormValueEntity, loadTemplateVersion, TemplateEntity } from '@attest/forms';
import { SigRequestTemplateEntity } from '../signature-requests/entities';
import type { PlacedValue, SignatureSpot } from './stamp-values';

type Db = DataSource | EntityManager;

export interface RequestDocument {
  link: SigRequestTemplateEntity;
  template: TemplateEntity;
  /** False for paper-sign / file-upload templates and for forms re-used from an earlier request. */
  needsSignature: boolean;
  /** enable_re_use_of_signed_forms: the earlier request whose signed form pages are copied; else null. */
  reusedFrom: number | null;
}

function json<T>(text: string | null): Partial<T> {
  try {
    return text ? (JSON.parse(text) as Partial<T>) : {};
  } catch {
    return {};
  }
}

/**
 * The templates of a request in their signing order. A link sent with a template version reads that
 * version's snapshot (name, params, PDF key as they were when sent); a link without one, the live template.
 */
export async function requestDocuments(db: Db, customerId: number, sigRequestId: number): Promise<RequestDocument[]> {
  const links = await new TenantRepository(db, SigRequestTemplateEntity).find(customerId, { sig_request_id: sigRequestId });
  if (!links.length) {
    return [];
  }
  const templates = await new TenantRepository(db, TemplateEntity).find(customerId, { template_id: In(links.map((l) => l.template_id)) });
  const byId = new Map(templates.map((t) => [t.template_id, t]));
  const out: RequestDocument[] = [];
  for (const link of links.filter((l) => byId.has(l.template_id)).sort((a, b) => a.template_sort_order - b.template_sort_order || a.template_id - b.template_id)) {
    const template = link.template_version == null ? byId.get(link.template_id)! : (await loadTemplateVersion(db, customerId, link.template_id, link.template_version)).template;
    const reusedFrom = link.reused_from_sig_request_id ?? null;
    out.push({ link, template, needsSignature: !NO_SIGNATURE_TEMPLATE_TYPES.includes(template.template_type_id) && reusedFrom === null, reusedFrom });
  }
  return out;
}

/** Template params `signature: { page, x, y, width, height }`, or null when the template names none. */
export function signatureSpotOf(template: TemplateEntity): SignatureSpot | null {
  const s = json<{ signature: SignatureSpot }>(template.params).signature;
  return s && [s.page, s.x, s.y, s.width, s.height].every((n) => typeof n === 'number') ? s : null;
}

interface PdfPosition {
  page: number;
  x: number;
  y: number;
  width?: number;
  height?: number;
  size?: number;
}

/**
 * The values of one applicant's template at their `params.pdf` positions: edc_form_values (concealed
 * ones decrypted, then masked, as everywhere they are shown), else the applicant column its
 * model_field names. Fields excluded from the document are left out. `version` (the one the request was
 * sent with) reads that version's fields and places; null reads the live template.
 */
export async function placedValues(db: Db, customerId: number, applicant: ApplicantEntity, templateId: number, version: number | null = null): Promise<PlacedValue[]> {
  const { fields } = await loadTemplateVersion(db, customerId, templateId, version);
  const rows = await new TenantRepository(db, FormValueEntity).find(customerId, { applicant_id: applicant.applicant_id, template_id: templateId });
  const stored = new Map(rows.map((r) => [r.field_id, r.value]));
  const out: PlacedValue[] = [];
  for (const f of fields) {
    const params = f.params as { pdf?: PdfPosition; concealed?: boolean };
    const pos = params.pdf;
    if (f.exclude_from_doc || !pos || typeof pos.x !== 'number' || typeof pos.y !== 'number') {
      continue;
    }
    let value = stored.get(f.field_id) ?? null;
    if (value && params.concealed) {
      value = maskTail(value.startsWith('v1:') ? fieldCipher().decrypt(value) : value);
    }
    if (value === null && f.model_field && !f.model_field.includes('.')) {
      const raw = (applicant as unknown as Record<string, unknown>)[f.model_field];
      value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
    }
    if (value) {
      out.push({ page: pos.page ?? 1, x: pos.x, y: pos.y, size: pos.size, ...(typeof pos.width === 'number' ? { width: pos.width } : {}), ...(typeof pos.height === 'number' ? { height: pos.height } : {}), text: displayValue(f, value) });
    }
  }
  return out;
}

/** What a person reads on paper: code labels instead of codes, Yes/No for flags, lists joined. */
function displayValue(f: DynamicField, value: string): string {
  if (f.datatype_id === DATATYPE.CHECKBOX || f.datatype_id === DATATYPE.YES_NO) {
    return value === '1' || value === 'true' ? 'Yes' : value === '0' || value === 'false' ? 'No' : value;
  }
  // A date is stored YYYY-MM-DD; paper shows it as the form did (MM/DD/YYYY).
  const ymd = f.datatype_id === DATATYPE.DATE && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseServerYmd(value) : null;
  if (ymd) {
    return formatDisplayYmd(ymd);
  }
  const labelOf = new Map(f.codes.map((c) => [c.code, c.value]));
  return value.split(MULTI_VALUE_SEPARATOR).map((v) => labelOf.get(v) ?? v).join(', ');
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) {
    chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** A stored file's bytes, or null when nothing is stored under the key. */
export async function readStored(storage: StorageService, key: string | null): Promise<Buffer | null> {
  if (!key) {
    return null;
  }
  try {
    return await readAll(await storage.read(key));
  } catch (err) {
    if (err instanceof StorageObjectNotFoundError) {
      return null;
    }
    throw err;
  }
}

export function signerName(a: Pick<ApplicantEntity, 'first_name' | 'last_name' | 'email'>): string {
  return [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email || 'Applicant';
}
