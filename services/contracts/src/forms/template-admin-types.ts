/**
 * The wire shapes of template administration (spec staff-side §7 "Templates, forms, fields, categories, tags").
 * Shared by services/forms (template-admin) and the content-admin remote.
 */

/** Why a template is valid or not (spec staff-side §4 "Signature request": template validity). */
export type TemplateValidityReason =
  | 'type_always_valid'
  | 'validated_with_external_id'
  | 'wotc_8850_directive'
  | 'preonboarding_iframe_exempt'
  | 'not_validated'
  | 'missing_external_id'
  | 'not_validated_and_missing_external_id';

export interface TemplateValidity {
  valid: boolean;
  reason: TemplateValidityReason;
}

export interface TemplateListItem {
  template_id: number;
  template_type_id: number;
  name: string;
  desc: string | null;
  external_id: string | null;
  directive: string;
  active: boolean;
  validated: boolean;
  category: string | null;
  tags: string[];
  has_pdf: boolean;
  has_paper_sign_pdf: boolean;
  field_count: number;
  sort_order: number;
  updated_at: string;
  validity: TemplateValidity;
}

export interface TemplatePage {
  items: TemplateListItem[];
  total: number;
  page: number;
  take: number;
  /** Active templates that would mark a signature request as having invalid templates (the alert). */
  invalid_count: number;
  /** The customer's categories and tags, for the filters. */
  categories: string[];
  tags: string[];
}

/** Every template field of §3 that edit-info changes (category and tags have their own paths). */
export interface TemplateInfo {
  template_type_id: number;
  template_sort_order: number;
  external_id: string | null;
  name: string;
  desc: string | null;
  second_sig_flag: boolean;
  second_sig_template_id: number | null;
  directive: string;
  active: boolean;
  hide_from_applicant: boolean;
  sort_order: number;
  downloadable: boolean;
  blueprint_id: number | null;
  edit_url: string | null;
  require_fed_id: boolean;
  isolated_signing: boolean;
  validated: boolean;
  validation_info: string | null;
  /** Form parameters (§3) as an object; stored as a JSON string. */
  params: Record<string, unknown>;
}

export interface TemplateDetail extends TemplateInfo {
  template_id: number;
  customer_id: number;
  category: string | null;
  tags: string[];
  has_pdf: boolean;
  has_paper_sign_pdf: boolean;
  /** The stored files' names, left out with ?no_file_name=1. */
  pdf_file_name?: string | null;
  paper_sign_pdf_file_name?: string | null;
  field_count: number;
  created_at: string;
  updated_at: string;
  validity: TemplateValidity;
}

/** GET …/forms/{formId}/edit: the template's info and what the edit page offers. */
export interface TemplateEditModel {
  template: TemplateDetail;
  template_types: { id: number; name: string }[];
  form_params: FormParamDefinition[];
  /** Templates that can be the second-signature template (the customer's others). */
  second_sig_templates: { template_id: number; name: string }[];
}

export interface FormParamDefinition {
  name: string;
  kind: 'boolean' | 'string' | 'number' | 'object';
  descriptionKey: string;
  description: string;
}

export interface DynamicParamDefinition {
  name: string;
  descriptionKey: string;
  description: string;
}

export interface TemplateFieldOption {
  code: string;
  value: string;
  sort_order: number;
  is_default: boolean;
}

export interface TemplateFieldOptions {
  field_id: number;
  name: string;
  datatype_id: number;
  multi: boolean;
  options: TemplateFieldOption[];
}

export interface MissingField {
  field_id: number;
  name: string;
  reason: 'no_pdf_position';
}

export interface MissingFields {
  template_id: number;
  has_pdf: boolean;
  needs_signature: boolean;
  signature_missing: boolean;
  fields: MissingField[];
}

export interface TemplateHistoryEntry {
  id: number;
  created_at: string;
  template_id: number;
  actor_party: string;
  actor_id: number;
  /** The staff user's name ("First Last"); null for an applicant or the system. */
  actor_name: string | null;
  acting_user_id: number | null;
  /** Who acted for the actor (staff viewing as an applicant), by name. */
  acting_user_name: string | null;
  action: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface TemplateHistoryPage {
  items: TemplateHistoryEntry[];
  total: number;
}
