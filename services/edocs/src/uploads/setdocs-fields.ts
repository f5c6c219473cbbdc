import { fieldErrors } from '@attest/platform';

export interface SetDocsFields {
  doc_type: string;
  expiration_date: string | null;
  template_id: number | null;
  sig_req_ids: number[];
  sync_ats: boolean;
  field_name: string | null;
}

const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

function validYmd(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    return false;
  }
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The text fields of a setdocs upload (spec applicant-side §3 "Document upload"); 400 naming each bad field. */
export function parseSetDocsFields(raw: Record<string, string>): SetDocsFields {
  const errors: Record<string, string> = {};
  const docType = (raw.doc_type ?? '').trim();
  if (!docType) {
    errors.doc_type = 'required';
  } else if (docType.length > 64) {
    errors.doc_type = 'max_length';
  }
  const expiration = (raw.expiration_date ?? '').trim();
  if (expiration && !validYmd(expiration)) {
    errors.expiration_date = 'invalid_date';
  }
  const templateRaw = (raw.template_id ?? '').trim();
  const templateId = templateRaw && templateRaw !== 'null' ? Number(templateRaw) : null;
  if (templateId !== null && !isPositiveInt(templateId)) {
    errors.template_id = 'invalid';
  }
  let sigReqIds: number[] = [];
  const idsRaw = (raw.sig_req_ids ?? '').trim();
  if (idsRaw && idsRaw !== 'null') {
    try {
      const parsed: unknown = JSON.parse(idsRaw);
      const list = Array.isArray(parsed) ? parsed.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) : null;
      if (!list || !list.every(isPositiveInt) || list.length > 50) {
        errors.sig_req_ids = 'invalid';
      } else {
        sigReqIds = [...new Set(list as number[])];
      }
    } catch {
      errors.sig_req_ids = 'invalid';
    }
  }
  const syncRaw = (raw.sync_ats ?? '').trim().toLowerCase();
  if (syncRaw && !['true', 'false', '1', '0'].includes(syncRaw)) {
    errors.sync_ats = 'invalid';
  }
  const fieldName = (raw.field_name ?? '').trim();
  if (fieldName.length > 128) {
    errors.field_name = 'max_length';
  }
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
  return {
    doc_type: docType,
    expiration_date: expiration || null,
    template_id: templateId,
    sig_req_ids: sigReqIds,
    sync_ats: syncRaw === 'true' || syncRaw === '1',
    field_name: fieldName || null,
  };
}

/** A download-safe version of the browser's file name: no folders, no control characters, at most 255 characters. */
export function safeFileName(name: string, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').trim();
  return (cleaned || fallback).slice(-255);
}
