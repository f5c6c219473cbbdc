/**
 * The form model shared by the browser and the server: templates, dynamic fields, codes, triggers,
 * configurable layouts (spec applicant-side §3 "Form template and fields", staff-side §3).
 * Field values travel as strings (or string lists for checkbox groups / multi-selects) or null.
 */
import type { TriggerActionKind } from './datatypes';

export interface FieldCode {
  category: string;
  code: string;
  value: string;
  sort_order: number;
  is_default: boolean;
}

export interface TriggerAction {
  action_id: number;
  trigger_id: number;
  /** 'field' targets action_target_id as a field_id; other target types are kept but not acted on. */
  action_target_type: string;
  action_target_id: number;
  action: TriggerActionKind;
}

export interface FieldTrigger {
  trigger_id: number;
  field_id: number;
  /** The value to match. */
  trigger: string;
  actions: TriggerAction[];
}

export interface CalculationParams {
  fields: { name: string; fieldType?: string }[];
  /** An arithmetic expression over the named fields, e.g. "hours * rate". */
  operation: string;
  is_money?: boolean;
}

export interface FieldParams {
  max_length?: number;
  min_length?: number;
  /** Name of the field this one confirms (datatype 26 / confirm fields). */
  confirm?: string;
  file_type?: string;
  expiration_date?: string;
  calculation?: CalculationParams;
  isMultiSelect?: boolean;
  /** Validation extras carried in params (all optional). */
  regex?: string;
  regex_message?: string;
  mask_message?: string;
  allow_variable_length?: boolean;
  allow_negative?: boolean;
  is_money?: boolean;
  modulo?: number;
  leading_zeros?: boolean;
  min_date?: string;
  max_date?: string;
  with_time?: boolean;
  date_format?: string;
  /** For federal-id fields: the country whose rule applies ('US', 'CA', 'UK', 'IE', other). */
  fed_id_country?: string;
  /** Name of the field whose value this one must re-enter (re_enter_value). */
  re_enter?: string;
  concealed?: boolean;
  not_applicable?: boolean;
  block_copy_paste?: boolean;
  banner_id?: number;
  star_max?: number;
  input_kind?: 'email' | 'phone' | 'zip' | 'fed_id' | 'color' | 'signature' | 'textarea' | 'text';
  /** A hint shown under the label (translated under its content key, decision 0018). */
  help?: string;
  /** A REQUESTER field the applicant sees read-only (staff fill it when sending; decision 0018). */
  applicant_read_only?: boolean;
  [key: string]: unknown;
}

export interface DynamicField {
  field_id: number;
  datatype_id: number;
  /** Falls back to code on the server when empty. */
  name: string;
  desc: string | null;
  model_field: string | null;
  /** 'STATE', 'REQUESTER' or anything else. */
  field_type: string | null;
  required: boolean;
  active: boolean;
  exclude_from_doc: boolean;
  allow_clear: boolean;
  params: FieldParams;
  wfm_default_field: string | null;
  wfm_display_order: number | null;
  mask: string | null;
  codes: FieldCode[];
  triggers: FieldTrigger[];
  sort_order: number;
  value: FieldValue;
  disabled: boolean;
  /** Initially hidden until a trigger shows it (false means hidden). */
  triggerShow: boolean;
  translation_display_key: string | null;
  colLgWidth: number | null;
  colMdWidth: number | null;
  colSmWidth: number | null;
}

export type FieldValue = string | string[] | null;
export type FormValues = Record<string, FieldValue>;

export interface FormParams {
  mustCompleteToContinue?: boolean;
  requireConfirmationCode?: boolean;
  iframeUrl?: string;
  pollingInterval?: number;
  pollingResource?: string;
  systemAdapter?: string;
  redirectMssgTranslationKey?: string;
  cannotIframe?: boolean;
  dynamicParams?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface FormLayoutSection {
  title_translation_key: string;
  /** Each row lists field names. */
  rows: string[][];
}

export interface FormTemplate {
  template_id: number;
  template_type_id: number;
  template_sort_order: number;
  customer_id: number;
  external_id: string | null;
  name: string;
  desc: string | null;
  second_sig_flag: boolean;
  second_sig_template_id: number | null;
  /** Empty means 'dynamic'. */
  directive: string;
  active: boolean;
  hide_from_applicant: boolean;
  sort_order: number;
  downloadable: boolean;
  blueprint_id: number | null;
  edit_url: string | null;
  require_fed_id: boolean;
  /** JSON string on the wire, as the spec says. */
  params: string | null;
  isolated_signing: boolean;
  validated: boolean;
  validation_info: string | null;
  category: string | null;
  tags: string[];
  has_pdf: boolean;
  has_paper_sign_pdf: boolean;
  /** Optional configurable layout; without it fields render in sort_order. */
  layout: FormLayoutSection[] | null;
  fields: DynamicField[];
}

/** Context the rules need beyond the field list (per-customer config and the applicant's country). */
export interface FormRuleContext {
  /** Applicant mode (default) hides REQUESTER fields; requester mode shows only them. */
  mode: 'applicant' | 'requester';
  country?: string;
  disableInternationalPhoneNumbers?: boolean;
  disableRadioGroupDefault?: boolean;
  /** Today as YYYY-MM-DD (injected so browser and server agree and tests are stable). */
  today?: string;
}

/** Field errors keyed by field name: a translation key and its parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}
export type FormErrors = Record<string, FieldError>;
