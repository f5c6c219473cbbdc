import { In, type DataSource, type EntityManager } from 'typeorm';
import { MULTI_VALUE_SEPARATOR, type DynamicField, type FieldValue, type FormValues } from '@attest/contracts';
import type { ApplicantRecordView as ApplicantView } from '../applicant-port/applicant-port';
import { fieldCipher, maskTail, TenantRepository } from '@attest/platform';
import { FormValueEntity } from './entities';
import { isMultiValued, routeOf } from './value-routes';

type Raw = string | number | boolean | null | undefined;

/** Concealed values kept in edc_form_values are encrypted at rest and answered masked, like federal ids. */
export function isConcealed(field: DynamicField): boolean {
  return field.params.concealed === true;
}

export function sealValue(field: DynamicField, value: string | null): string | null {
  return value && isConcealed(field) ? fieldCipher().encrypt(value) : value;
}

export function openValue(field: DynamicField, stored: string | null): string | null {
  if (stored && isConcealed(field) && stored.startsWith('v1:')) {
    return fieldCipher().decrypt(stored);
  }
  return stored;
}

/** A stored scalar as the form's value: strings, '1'/'0' for flags, lists for multi-valued fields. */
export function toFieldValue(field: DynamicField, raw: Raw): FieldValue {
  if (raw === null || raw === undefined) {
    return null;
  }
  const text = typeof raw === 'boolean' ? (raw ? '1' : '0') : String(raw);
  if (isMultiValued(field)) {
    return text === '' ? [] : text.split(MULTI_VALUE_SEPARATOR);
  }
  return text;
}

/** The applicant-record value a route names (fed ids come masked from the applicant view). */
export function applicantValue(view: ApplicantView, field: DynamicField): Raw {
  const route = routeOf(field);
  if (route.kind === 'state') {
    return view.state_props[route.state]?.[route.prop];
  }
  if (route.kind !== 'applicant') {
    return undefined;
  }
  if (route.group === null) {
    return (view as unknown as Record<string, Raw>)[route.key];
  }
  const group = (view as unknown as Record<string, Record<string, Raw> | null>)[route.group];
  return group?.[route.key];
}

export function needsApplicant(fields: DynamicField[]): boolean {
  return fields.some((f) => routeOf(f).kind !== 'form');
}

/** edc_form_values rows of one applicant and template, by field_id. */
export async function formValueRows(db: DataSource | EntityManager, customerId: number, applicantId: number, templateId: number, fieldIds: number[]): Promise<Map<number, FormValueEntity>> {
  if (!fieldIds.length) {
    return new Map();
  }
  const rows = await new TenantRepository(db, FormValueEntity).find(customerId, { applicant_id: applicantId, template_id: templateId, field_id: In(fieldIds) });
  return new Map(rows.map((r) => [r.field_id, r]));
}

/**
 * What is stored for the applicant, as the form shows it: applicant record for model_field fields,
 * state_props for STATE fields, edc_form_values otherwise. `reveal` keeps concealed values in clear
 * (the server's own comparisons); answers to clients get them masked.
 */
export function storedValues(fields: DynamicField[], view: ApplicantView | null, rows: Map<number, FormValueEntity>, reveal = false): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (routeOf(f).kind === 'form') {
      const clear = openValue(f, rows.get(f.field_id)?.value ?? null);
      out[f.name] = toFieldValue(f, reveal || !isConcealed(f) ? clear : maskTail(clear));
    } else {
      out[f.name] = view ? toFieldValue(f, applicantValue(view, f)) : null;
    }
  }
  return out;
}
