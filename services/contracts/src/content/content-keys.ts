/**
 * Translation keys for customer content that has no key of its own in its table: template names and
 * descriptions, package names, field labels and help without a translation_display_key, code values,
 * job categories and their skills, skills checklists. The key is derived from the English text (like a
 * gettext msgid), so the browser and the seeds compute the same key; the English stays the fallback.
 */
export const CONTENT_KINDS = {
  template: 'tpl',
  templateDesc: 'tpl_desc',
  package: 'pkg',
  field: 'fld',
  fieldHelp: 'fld_help',
  jobCategory: 'job_cat',
  jobOption: 'job_opt',
  checklist: 'chk',
  checklistDesc: 'chk_desc',
  checklistSection: 'chk_sec',
  checklistSkill: 'chk_skill',
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;

const MAX_SLUG = 60;

/** FNV-1a (32 bit) as 8 hex digits: a short, stable suffix for long texts (not a security hash). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Lowercase ASCII words of a text joined by '_' (accents dropped, other characters as separators). */
export function contentSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The translation key of one piece of content: `tpl_offer_letter`; long texts end in a hash of the whole text. */
export function contentKey(kind: ContentKind, text: string): string {
  const slug = contentSlug(text) || 'empty';
  const body = slug.length <= MAX_SLUG ? slug : `${slug.slice(0, MAX_SLUG - 10).replace(/_+$/, '')}_${fnv1a(text)}`;
  return `${CONTENT_KINDS[kind]}_${body}`;
}

/** The translation key of a code value (an option of a dropdown, radio group or checkbox group): `code_edu_degree_hs`. */
export function codeKey(category: string | null | undefined, code: string): string {
  return `code_${contentSlug(category ?? '') || 'none'}_${contentSlug(code) || 'empty'}`;
}

/** The key a dynamic field's label is looked up under: its translation_display_key, else one derived from its label. */
export function fieldLabelKey(field: { translation_display_key?: string | null; desc?: string | null; name: string }): string {
  return field.translation_display_key || contentKey('field', field.desc || field.name);
}

/**
 * The translation key of a configured text (APPLICANT_INSTRUCTIONS, JOB_PREFS_DETAILS): `cfg_<name>`. Not the
 * configuration name itself: translation keys compare without case, and `applicant_instructions` is a label.
 */
export function configTextKey(name: string): string {
  return `cfg_${contentSlug(name)}`;
}
