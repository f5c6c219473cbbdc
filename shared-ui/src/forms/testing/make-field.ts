// Test-only builders (not exported from the package).
import { createDynamicField, type DynamicField, type FieldCode, type FormTemplate } from '@attest/contracts';

let nextId = 1000;

export function makeField(overrides: Partial<DynamicField> & Pick<DynamicField, 'name'>): DynamicField {
  nextId += 1;
  return createDynamicField({ field_id: nextId, desc: overrides.name, ...overrides });
}

export function makeCodes(...pairs: [string, string][]): FieldCode[] {
  return pairs.map(([code, value], index) => ({ category: 'test', code, value, sort_order: index, is_default: false }));
}

export function makeTemplate(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return {
    template_id: 1,
    template_type_id: 4,
    template_sort_order: 0,
    customer_id: 7,
    external_id: null,
    name: 'Employer form',
    desc: null,
    second_sig_flag: false,
    second_sig_template_id: null,
    directive: '',
    active: true,
    hide_from_applicant: false,
    sort_order: 0,
    downloadable: true,
    blueprint_id: null,
    edit_url: null,
    require_fed_id: false,
    params: null,
    isolated_signing: false,
    validated: true,
    validation_info: null,
    category: null,
    tags: [],
    has_pdf: true,
    has_paper_sign_pdf: false,
    layout: null,
    fields: [],
    ...overrides,
  };
}
