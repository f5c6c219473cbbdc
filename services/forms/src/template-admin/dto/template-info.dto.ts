import { object, type ObjectSchema } from 'yup';
import { TEMPLATE_TYPE_IDS } from '@attest/contracts';
import { flag, formParams, int, nullableId, nullableText, tagList, text } from './form-values';

/** The edit-info fields of a template (spec staff-side §3 "Template (form)"), as a create or PUT sends them. */
export interface TemplateInfoInput {
  template_type_id?: number;
  template_sort_order?: number;
  external_id?: string | null;
  name?: string;
  desc?: string | null;
  second_sig_flag?: boolean;
  second_sig_template_id?: number | null;
  directive?: string;
  active?: boolean;
  hide_from_applicant?: boolean;
  sort_order?: number;
  downloadable?: boolean;
  blueprint_id?: number | null;
  edit_url?: string | null;
  require_fed_id?: boolean;
  isolated_signing?: boolean;
  validated?: boolean;
  validation_info?: string | null;
  params?: Record<string, unknown>;
}

export interface CreateTemplateInput extends TemplateInfoInput {
  name: string;
  template_type_id: number;
  category?: string | null;
  tags?: string[];
}

const infoShape = {
  template_type_id: int().oneOf([...TEMPLATE_TYPE_IDS, undefined], 'invalid_entry'),
  template_sort_order: int().min(0, 'invalid_entry').max(100_000, 'invalid_entry'),
  external_id: nullableText(128),
  name: text(255).min(1, 'required_field'),
  desc: nullableText(5000),
  second_sig_flag: flag(),
  second_sig_template_id: nullableId(),
  // '' is 'dynamic' (the spec's rule); a directive names a built-in renderer.
  directive: text(64).matches(/^[a-z0-9_-]*$/, { message: 'invalid_entry', excludeEmptyString: true }),
  active: flag(),
  hide_from_applicant: flag(),
  sort_order: int().min(0, 'invalid_entry').max(100_000, 'invalid_entry'),
  downloadable: flag(),
  blueprint_id: nullableId(),
  edit_url: nullableText(512).matches(/^(https?:\/\/|\/)\S*$/, { message: 'invalid_url', excludeEmptyString: true }),
  require_fed_id: flag(),
  isolated_signing: flag(),
  validated: flag(),
  validation_info: nullableText(5000),
  params: formParams(),
};

/** PUT …/forms/{formId}: name and type always (a form posts every field); what is left out stays as it was. */
export const editTemplateSchema: ObjectSchema<TemplateInfoInput> = object({
  ...infoShape,
  name: infoShape.name.required('required_field'),
  template_type_id: infoShape.template_type_id.required('required_field'),
}).noUnknown(true, 'unknown_field') as unknown as ObjectSchema<TemplateInfoInput>;

/** POST …/forms (form-encoded or JSON): a new template, with its category and tags if given. */
export const createTemplateSchema: ObjectSchema<CreateTemplateInput> = object({
  ...infoShape,
  name: infoShape.name.required('required_field'),
  template_type_id: infoShape.template_type_id.required('required_field'),
  category: nullableText(100),
  tags: tagList().optional(),
}).noUnknown(true, 'unknown_field') as unknown as ObjectSchema<CreateTemplateInput>;
