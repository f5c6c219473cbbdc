import { parsePropertyWrite, splitStatePrefixedCode, normalisePropertyState } from './parse-property-write';
import { isPropertyKey, PROPERTY_KEYS } from './property-keys';
import { propertyValueText, propertyWritesSchema } from './property-writes.schema';

describe('property key catalogue', () => {
  it('holds the spec keys, spelling included, and nothing twice', () => {
    expect(PROPERTY_KEYS).toEqual(expect.arrayContaining(['presceening_is_exempt', 'prescreening_exempt_reasons', 'isApplyingFromJobBoard', 'tnc_fan_language', 'min_ot_pay', 'prelim_info_complete']));
    expect(new Set(PROPERTY_KEYS).size).toBe(PROPERTY_KEYS.length);
    expect(isPropertyKey('shifts')).toBe(true);
    expect(isPropertyKey('prescreening_is_exempt')).toBe(false);
  });
});

describe('splitStatePrefixedCode', () => {
  it.each([
    ['MT_allowances', { state: 'MT', code: 'allowances' }],
    ['MT-allowances', { state: 'MT', code: 'allowances' }],
    ['QC_filing_status', { state: 'QC', code: 'filing_status' }],
  ])('%s → state and name', (code, expected) => {
    expect(splitStatePrefixedCode(code)).toEqual(expected);
  });

  it.each(['XX_allowances', 'mt_allowances', 'MT__allowances', 'MT_', 'MTallowances', 'MT_allow-ances', 'M_allowances', 'MT allowances'])('%s is not state-prefixed', (code) => {
    expect(splitStatePrefixedCode(code)).toBeNull();
  });
});

describe('normalisePropertyState', () => {
  it('accepts empty, known codes in any case, and nothing else', () => {
    expect(normalisePropertyState(null)).toBe('');
    expect(normalisePropertyState('')).toBe('');
    expect(normalisePropertyState(' mt ')).toBe('MT');
    expect(normalisePropertyState('ON')).toBe('ON');
    expect(normalisePropertyState('XX')).toBeNull();
    expect(normalisePropertyState('Montana')).toBeNull();
  });
});

describe('parsePropertyWrite', () => {
  it('reads catalogue keys as general properties', () => {
    expect(parsePropertyWrite({ code: 'shifts', state: null })).toEqual({ ok: true, target: { state: '', code: 'shifts' } });
    expect(parsePropertyWrite({ code: 'tax_state', state: '' })).toEqual({ ok: true, target: { state: '', code: 'tax_state' } });
  });

  it('reads a state prefix or an explicit state as a state property', () => {
    expect(parsePropertyWrite({ code: 'MT_allowances' })).toEqual({ ok: true, target: { state: 'MT', code: 'allowances' } });
    expect(parsePropertyWrite({ code: 'MT-allowances', state: 'MT' })).toEqual({ ok: true, target: { state: 'MT', code: 'allowances' } });
    expect(parsePropertyWrite({ code: 'allowances', state: 'ca' })).toEqual({ ok: true, target: { state: 'CA', code: 'allowances' } });
  });

  it('refuses unknown general codes, bad states and a prefix that disagrees with the state', () => {
    expect(parsePropertyWrite({ code: 'allowances', state: null })).toEqual({ ok: false, field: 'code', problem: 'unknown_property' });
    expect(parsePropertyWrite({ code: 'XX_allowances' })).toEqual({ ok: false, field: 'code', problem: 'unknown_property' });
    expect(parsePropertyWrite({ code: 'bad name', state: 'MT' })).toEqual({ ok: false, field: 'code', problem: 'unknown_property' });
    expect(parsePropertyWrite({ code: 'shifts', state: 'ZZ' })).toEqual({ ok: false, field: 'state', problem: 'invalid_state' });
    expect(parsePropertyWrite({ code: 'MT_allowances', state: 'CA' })).toEqual({ ok: false, field: 'state', problem: 'invalid_state' });
  });
});

describe('propertyWritesSchema', () => {
  const validate = (body: unknown) => propertyWritesSchema.validate(body, { abortEarly: false, stripUnknown: false });

  it('accepts strings, null and lists of strings (joined by ||)', async () => {
    const rows = await validate([{ code: 'shifts', value: ['Day', 'Night'], state: null }, { code: 'travel', value: null }]);
    expect(rows.map((r) => propertyValueText(r.value))).toEqual(['Day||Night', null]);
  });

  it('refuses numbers, objects, missing values, over-long values and bad states', async () => {
    await expect(validate([{ code: 'travel', value: 20 }])).rejects.toMatchObject({ errors: ['invalid_entry'] });
    await expect(validate([{ code: 'travel', value: { a: 1 } }])).rejects.toMatchObject({ errors: ['invalid_entry'] });
    await expect(validate([{ code: 'travel' }])).rejects.toMatchObject({ errors: ['required_field'] });
    await expect(validate([{ code: 'travel', value: 'x'.repeat(4001) }])).rejects.toMatchObject({ errors: ['es_max'] });
    await expect(validate([{ code: 'travel', value: ['x'.repeat(2000), 'y'.repeat(2000)] }])).rejects.toMatchObject({ errors: ['es_max'] });
    await expect(validate([{ code: 'travel', value: '1', state: 'XX' }])).rejects.toMatchObject({ errors: ['invalid_entry'] });
    await expect(validate([{ code: 'travel', value: '1', extra: 1 }])).rejects.toMatchObject({ errors: ['unknown_field'] });
    await expect(validate({ code: 'travel', value: '1' })).rejects.toBeDefined();
  });

  it('takes a value of exactly 4000 characters', async () => {
    await expect(validate([{ code: 'pay_history', value: 'x'.repeat(4000) }])).resolves.toHaveLength(1);
  });
});
