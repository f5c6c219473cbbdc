import { codeKey, contentKey, fieldLabelKey, type EntityManagerConfig } from '@attest/contracts';
import { DEMO_CODE_VALUES } from './demo-code-values';
import { DEMO_JOB_CATEGORIES } from './demo-job-categories';
import { WAREHOUSE_CHECKLIST } from './demo-skill-checklist';
import { educationConfig } from './education-config';
import { ONBOARDING_PACKAGE_NAME, ONBOARDING_TEMPLATES } from './onboarding-package';
import { prescreenTemplate } from './prescreen-template';
import { SAFETY_PACKAGE_NAME, SAFETY_TEMPLATE } from './safety-package';
import type { SeedTemplate } from './template-writer';
import { workHistoryConfig } from './work-history-config';

type Texts = Record<string, string>;

function templateTexts(t: SeedTemplate, out: Texts): void {
  out[contentKey('template', t.name)] = t.name;
  if (t.desc) {
    out[contentKey('templateDesc', t.desc)] = t.desc;
  }
  for (const f of t.fields) {
    const label = f.desc || f.name || f.code;
    out[fieldLabelKey({ translation_display_key: f.translation_display_key ?? null, desc: label, name: f.code })] = label;
    if (typeof f.params?.help === 'string') {
      out[contentKey('fieldHelp', f.params.help)] = f.params.help;
    }
    for (const [code, value] of f.codes ?? []) {
      // template-writer stores a field's options under the category of its code in capitals.
      out[codeKey(f.code.toUpperCase(), code)] = value;
    }
  }
  for (const section of t.layout ?? []) {
    out[section.title_translation_key] = section.title_translation_key;
  }
}

function configTexts(c: EntityManagerConfig, out: Texts): void {
  for (const f of c.formConfig.fields) {
    out[fieldLabelKey(f)] = f.desc ?? f.name;
    for (const option of f.codes) {
      out[codeKey(option.category, option.code)] = option.value;
    }
  }
  for (const section of c.formConfig.layout ?? []) {
    if (section.title_translation_key) {
      out[section.title_translation_key] = section.title_translation_key;
    }
  }
  for (const column of c.tableConfig.columns) {
    out[column.label_translation_key] = column.label_translation_key;
  }
  for (const key of [c.instructionsTransKey, ...Object.values(c.messages ?? {}), ...Object.values(c.buttons ?? {})]) {
    if (key) {
      out[key] = key;
    }
  }
}

/**
 * Every translation key the demo's product content shows an applicant, with its English (for keys of
 * a configuration, the key itself): template names, descriptions, field labels, help and options;
 * package names; entity-manager forms, tables and messages; code values; job categories, skills and
 * specialties; the skills checklist. The Spanish coverage test requires a Spanish text for each.
 */
export function seededContentTexts(): Texts {
  const out: Texts = {};
  for (const t of [...ONBOARDING_TEMPLATES, SAFETY_TEMPLATE, prescreenTemplate]) {
    templateTexts(t, out);
  }
  for (const name of [ONBOARDING_PACKAGE_NAME, SAFETY_PACKAGE_NAME]) {
    out[contentKey('package', name)] = name;
  }
  configTexts(workHistoryConfig, out);
  configTexts(educationConfig, out);
  for (const [category, values] of Object.entries(DEMO_CODE_VALUES)) {
    for (const [code, value] of values) {
      out[codeKey(category, code)] = value;
    }
  }
  for (const category of DEMO_JOB_CATEGORIES) {
    out[contentKey('jobCategory', category.name)] = category.name;
    for (const [, name] of [...category.skills, ...category.specialties]) {
      out[contentKey('jobOption', name)] = name;
    }
  }
  out[contentKey('checklist', WAREHOUSE_CHECKLIST.name)] = WAREHOUSE_CHECKLIST.name;
  out[contentKey('checklistDesc', WAREHOUSE_CHECKLIST.description)] = WAREHOUSE_CHECKLIST.description;
  for (const [section, skill] of WAREHOUSE_CHECKLIST.items) {
    out[contentKey('checklistSection', section)] = section;
    out[contentKey('checklistSkill', skill)] = skill;
  }
  return out;
}
