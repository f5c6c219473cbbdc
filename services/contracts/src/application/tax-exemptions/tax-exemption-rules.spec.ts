import {
  applyExemptChoice, exemptReasonsOf, TAX_EXEMPTION_REASONS, TAX_EXEMPTIONS_REQUIRED_KEY, taxExemptionsFromProps,
  taxExemptionWrites, toggleExemptReason, validateTaxExemptions, type TaxExemptionValues,
} from './tax-exemption-rules';

const claiming = (reasons: string | null): TaxExemptionValues => ({ presceening_is_exempt: '1', prescreening_exempt_reasons: reasons });

describe('tax exemption rules (spec §4 Tax exemption, §5 Tax exemptions, §9 reasons)', () => {
  it('lists the five reasons in order', () => {
    expect(TAX_EXEMPTION_REASONS).toEqual([
      'service_member', 'service_member_spouse', 'native_american', 'nonresident', 'no_previous_anticipated_tax_liability',
    ]);
  });

  it('reads stored properties: only "1" claims; reasons split on || with unknown codes dropped', () => {
    expect(taxExemptionsFromProps({})).toEqual({ presceening_is_exempt: '0', prescreening_exempt_reasons: null });
    expect(taxExemptionsFromProps({ presceening_is_exempt: '1', prescreening_exempt_reasons: 'nonresident||bogus||service_member' })).toEqual(
      claiming('service_member||nonresident'),
    );
    expect(exemptReasonsOf('native_american||native_american')).toEqual(['native_american']);
  });

  it('not claiming unchecks every reason: "" embedded, null standalone', () => {
    const before = claiming('service_member||nonresident');
    expect(applyExemptChoice(before, false, 'embedded')).toEqual({ presceening_is_exempt: '0', prescreening_exempt_reasons: '' });
    expect(applyExemptChoice(before, false, 'standalone')).toEqual({ presceening_is_exempt: '0', prescreening_exempt_reasons: null });
  });

  it('claiming keeps what was checked; reasons toggle only while claiming and stay in list order', () => {
    const on = applyExemptChoice({ presceening_is_exempt: '0', prescreening_exempt_reasons: '' }, true, 'embedded');
    expect(on).toEqual(claiming(''));
    const two = toggleExemptReason(toggleExemptReason(on, 'nonresident', true), 'service_member', true);
    expect(two.prescreening_exempt_reasons).toBe('service_member||nonresident');
    expect(toggleExemptReason(two, 'service_member', false).prescreening_exempt_reasons).toBe('nonresident');
    const notClaiming = { presceening_is_exempt: '0', prescreening_exempt_reasons: '' } as const;
    expect(toggleExemptReason(notClaiming, 'nonresident', true)).toBe(notClaiming);
  });

  it('claiming exempt requires a reason', () => {
    expect(validateTaxExemptions(claiming(''))).toEqual({ key: TAX_EXEMPTIONS_REQUIRED_KEY });
    expect(validateTaxExemptions(claiming(null))).toEqual({ key: 'tax_exemptions_required_if_exempt' });
    expect(validateTaxExemptions(claiming('native_american'))).toBeNull();
    expect(validateTaxExemptions({ presceening_is_exempt: '0', prescreening_exempt_reasons: null })).toBeNull();
  });

  it('writes both properties; not claiming sends "" embedded and null standalone whatever was stored', () => {
    expect(taxExemptionWrites(claiming('nonresident||service_member'), 'standalone')).toEqual([
      { code: 'presceening_is_exempt', value: '1', state: null },
      { code: 'prescreening_exempt_reasons', value: 'service_member||nonresident', state: null },
    ]);
    const stale = { presceening_is_exempt: '0', prescreening_exempt_reasons: 'nonresident' } as const;
    expect(taxExemptionWrites(stale, 'embedded')[1]).toEqual({ code: 'prescreening_exempt_reasons', value: '', state: null });
    expect(taxExemptionWrites(stale, 'standalone')[1]).toEqual({ code: 'prescreening_exempt_reasons', value: null, state: null });
    expect(taxExemptionWrites(stale, 'standalone')[0]).toEqual({ code: 'presceening_is_exempt', value: '0', state: null });
  });
});
