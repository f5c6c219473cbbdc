/**
 * Wire shapes of the form builder (services/forms form-builder/form-builder.types.ts). A remote imports only
 * shared-ui and contracts, so they are declared here too.
 */
import type { FieldParams, TriggerActionKind } from '@attest/contracts';

/**
 * "When [source] [is | is not | contains] [value] then [action] [target]". Stored as the spec's trigger and
 * action rows: is / contains → a trigger on the value with the action; is not → a trigger on the value with
 * the opposite action (show ↔ hide), which the engine inverts when the value does not match. "Is not" only
 * goes with show / hide: the engine applies enable / disable on a match only.
 */
export type TriggerOperator = 'is' | 'is_not' | 'contains';
export interface TriggerRule {
  source: string;
  op: TriggerOperator;
  value: string;
  action: TriggerActionKind;
  target: string;
}

/**
 * Where a field's value is drawn on the template PDF (params.pdf, as the signed-PDF renderer reads it): page
 * 1-based; x, y the box's bottom-left (the text baseline) in PDF points; width (text is fitted to it) and
 * height are the builder's box, absent on places set by code.
 */
export interface PdfPlacement {
  page: number;
  x: number;
  y: number;
  width?: number;
  height?: number;
  size?: number;
}

export interface BuilderCode {
  code: string;
  value: string;
  is_default: boolean;
}

/** A field as the builder edits it. `key` names it in rules and layout: `f{field_id}` for a saved field, any other unique text for a new one. */
export interface BuilderField {
  key: string;
  field_id: number | null;
  datatype_id: number;
  /** The field's name (stored as its code and name); unique in the template. */
  name: string;
  /** The label (the field's desc; its content key is derived from it). */
  label: string | null;
  required: boolean;
  field_type: string | null;
  model_field: string | null;
  mask: string | null;
  translation_display_key: string | null;
  /** False: hidden until a trigger shows it. */
  trigger_show: boolean;
  disabled: boolean;
  exclude_from_doc: boolean;
  col_lg: number;
  col_md: number;
  col_sm: number;
  /** help, regex, regex_message, min_length, max_length, min_date, max_date, confirm, calculation, isMultiSelect, pdf, … */
  params: FieldParams & { pdf?: PdfPlacement };
  codes: BuilderCode[];
}

/** Layout sections; rows list field keys. */
export interface BuilderLayoutSection {
  title_translation_key: string;
  rows: string[][];
}

export interface BuilderPdfPage {
  page: number;
  width: number;
  height: number;
}

/** GET …/builder: the template as the builder edits it. */
export interface BuilderForm {
  template_id: number;
  name: string;
  template_type_id: number;
  version: number;
  has_pdf: boolean;
  /** The template PDF's pages in points (empty without a PDF). */
  pdf_pages: BuilderPdfPage[];
  fields: BuilderField[];
  layout: BuilderLayoutSection[] | null;
  rules: TriggerRule[];
}

/** PUT …/builder: the whole edited form; base_version must be the current version (else 409 template_version_conflict). */
export interface SaveBuilderInput {
  base_version: number;
  fields: BuilderField[];
  layout: BuilderLayoutSection[] | null;
  rules: TriggerRule[];
}

export interface BuilderSaveResult {
  version: number;
  /** What changed, as the audit log stores it. */
  changes: Record<string, { from: unknown; to: unknown }>;
  form: BuilderForm;
}

export interface TemplateVersionItem {
  id: number;
  template_id: number;
  version: number;
  source: string;
  created_by: number | null;
  created_at: string;
}
