import { TEMPLATE_TYPE_IDS, WOTC_8850_DIRECTIVE } from '@attest/contracts';
import { agreesWithRule, templateValidity } from './template-validity';

describe('templateValidity (spec staff-side §4)', () => {
  const base = { template_type_id: 4, validated: 0, external_id: null as string | null, directive: '' };

  it('names the reason of each case', () => {
    expect(templateValidity({ ...base, template_type_id: 16 })).toEqual({ valid: true, reason: 'type_always_valid' });
    expect(templateValidity({ ...base, validated: 1, external_id: 'X1' })).toEqual({ valid: true, reason: 'validated_with_external_id' });
    expect(templateValidity({ ...base, directive: WOTC_8850_DIRECTIVE })).toEqual({ valid: true, reason: 'wotc_8850_directive' });
    expect(templateValidity({ ...base, template_type_id: 19 })).toEqual({ valid: true, reason: 'preonboarding_iframe_exempt' });
    expect(templateValidity(base)).toEqual({ valid: false, reason: 'not_validated_and_missing_external_id' });
    expect(templateValidity({ ...base, validated: 1, external_id: '  ' })).toEqual({ valid: false, reason: 'missing_external_id' });
    expect(templateValidity({ ...base, external_id: 'X1' })).toEqual({ valid: false, reason: 'not_validated' });
  });

  it('agrees with the rule signature requests use for every type and combination', () => {
    for (const type of TEMPLATE_TYPE_IDS) {
      for (const validated of [0, 1]) {
        for (const external_id of [null, '', 'EXT']) {
          for (const directive of ['', 'dynamic', WOTC_8850_DIRECTIVE]) {
            expect(agreesWithRule({ template_type_id: type, validated, external_id, directive })).toBe(true);
          }
        }
      }
    }
  });
});
