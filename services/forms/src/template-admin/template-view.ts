import { parseJson } from '@attest/platform';
import type { TemplateEntity } from '../forms/entities';
import type { TemplateDetail, TemplateInfo, TemplateListItem } from '@attest/contracts';
import { templateValidity } from './template-validity';

const iso = (d: Date | string) => new Date(d).toISOString();
const fileName = (key: string | null) => (key ? key.slice(key.lastIndexOf('/') + 1) : null);

export function toListItem(t: TemplateEntity, tags: string[], fieldCount: number): TemplateListItem {
  return {
    template_id: t.template_id,
    template_type_id: t.template_type_id,
    name: t.name,
    desc: t.desc,
    external_id: t.external_id,
    directive: t.directive,
    active: t.active === 1,
    validated: t.validated === 1,
    category: t.category,
    tags,
    has_pdf: !!t.pdf_storage_key,
    has_paper_sign_pdf: !!t.paper_sign_pdf_storage_key,
    field_count: fieldCount,
    sort_order: t.sort_order,
    updated_at: iso(t.updated_at),
    validity: templateValidity(t),
  };
}

/** The edit-info fields as the API answers them (flags as booleans, params as an object). */
export function toInfo(t: TemplateEntity): TemplateInfo {
  return {
    template_type_id: t.template_type_id,
    template_sort_order: t.template_sort_order,
    external_id: t.external_id,
    name: t.name,
    desc: t.desc,
    second_sig_flag: t.second_sig_flag === 1,
    second_sig_template_id: t.second_sig_template_id,
    directive: t.directive,
    active: t.active === 1,
    hide_from_applicant: t.hide_from_applicant === 1,
    sort_order: t.sort_order,
    downloadable: t.downloadable === 1,
    blueprint_id: t.blueprint_id,
    edit_url: t.edit_url,
    require_fed_id: t.require_fed_id === 1,
    isolated_signing: t.isolated_signing === 1,
    validated: t.validated === 1,
    validation_info: t.validation_info,
    params: parseJson<Record<string, unknown>>(t.params, {}),
  };
}

export function toDetail(t: TemplateEntity, tags: string[], fieldCount: number, withFileNames: boolean): TemplateDetail {
  return {
    ...toInfo(t),
    template_id: t.template_id,
    customer_id: t.customer_id,
    category: t.category,
    tags,
    has_pdf: !!t.pdf_storage_key,
    has_paper_sign_pdf: !!t.paper_sign_pdf_storage_key,
    ...(withFileNames ? { pdf_file_name: fileName(t.pdf_storage_key), paper_sign_pdf_file_name: fileName(t.paper_sign_pdf_storage_key) } : {}),
    field_count: fieldCount,
    created_at: iso(t.created_at),
    updated_at: iso(t.updated_at),
    validity: templateValidity(t),
  };
}
