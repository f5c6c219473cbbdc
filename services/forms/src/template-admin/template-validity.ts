import { isTemplateValid, TEMPLATE_TYPE, WOTC_8850_DIRECTIVE } from '@attest/contracts';
import type { TemplateValidity } from '@attest/contracts';

const ALWAYS_VALID_TYPES: readonly number[] = [10, 11, 12, 16, 17, 18];

type Checked = { template_type_id: number; validated: number | boolean; external_id: string | null; directive: string | null };

/**
 * The spec's rule (staff-side §4): valid when the type is 10, 11, 12, 16, 17 or 18, or it is validated
 * and has an external_id, or it is the WOTC 8850 directive. A type-19 (pre-onboarding iframe) template
 * never marks a request, so it is shown as exempt rather than invalid. The rule itself is contracts'
 * isTemplateValid (the one signature requests use); this names the reason.
 */
export function templateValidity(t: Checked): TemplateValidity {
  const externalId = !!t.external_id?.trim();
  if (ALWAYS_VALID_TYPES.includes(t.template_type_id)) {
    return { valid: true, reason: 'type_always_valid' };
  }
  if (t.validated && externalId) {
    return { valid: true, reason: 'validated_with_external_id' };
  }
  if (t.directive === WOTC_8850_DIRECTIVE) {
    return { valid: true, reason: 'wotc_8850_directive' };
  }
  if (t.template_type_id === TEMPLATE_TYPE.PREONBOARDING_IFRAME) {
    return { valid: true, reason: 'preonboarding_iframe_exempt' };
  }
  if (!t.validated && !externalId) {
    return { valid: false, reason: 'not_validated_and_missing_external_id' };
  }
  return { valid: false, reason: t.validated ? 'missing_external_id' : 'not_validated' };
}

/** Same answer as contracts' rule for every template (a blank external_id counts as none here and there). */
export function agreesWithRule(t: Checked): boolean {
  const ours = templateValidity(t);
  return ours.reason === 'preonboarding_iframe_exempt' || ours.valid === isTemplateValid({ ...t, external_id: t.external_id?.trim() || null });
}

/** SQL condition (on alias `t`) for templates the rule calls invalid, type 19 left out: the list filter and the alert count. */
export function invalidCondition(alias: string): string {
  const a = alias;
  return (
    `(${a}.template_type_id NOT IN (${[...ALWAYS_VALID_TYPES, TEMPLATE_TYPE.PREONBOARDING_IFRAME].join(', ')})` +
    ` AND NOT (${a}.validated = 1 AND ${a}.external_id IS NOT NULL AND TRIM(${a}.external_id) <> '')` +
    ` AND ${a}.directive <> '${WOTC_8850_DIRECTIVE}')`
  );
}
