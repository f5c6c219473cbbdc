import { DATATYPE } from '../datatypes';
import type { DynamicField, FieldParams } from '../form-types';
import { makeField } from '../test-support/make-field';
import { validateField } from './validate-field';

const f = (over: Partial<DynamicField> = {}, params: FieldParams = {}) => makeField({ name: 'x', ...over, params });
const check = (field: DynamicField, value: string | string[] | null, values = {}, ctx = {}) => validateField(field, value, { x: value, ...values }, { today: '2025-06-15', ...ctx });

describe('validateField: required', () => {
  it('empty required is required_field; "0" is a value', () => {
    expect(check(f({ required: true }), '')).toEqual({ key: 'required_field' });
    expect(check(f({ required: true }), '   ')).toEqual({ key: 'required_field' });
    expect(check(f({ required: true }), null)).toEqual({ key: 'required_field' });
    expect(check(f({ required: true }), '0')).toBeNull();
    expect(check(f(), '')).toBeNull();
  });
  it('checkbox group needs one box; phone the same rule', () => {
    const g = f({ required: true, datatype_id: DATATYPE.CHECKBOX_GROUP });
    expect(check(g, [])).toEqual({ key: 'required_field' });
    expect(check(g, ['a'])).toBeNull();
    expect(check(f({ required: true, datatype_id: DATATYPE.PHONE }), '')).toEqual({ key: 'required_field' });
  });
  it('document capture without an upload is upload_missing', () => {
    expect(check(f({ required: true, datatype_id: DATATYPE.DOCUMENT_CAPTURE }), null)).toEqual({ key: 'upload_missing' });
    expect(check(f({ required: true, datatype_id: DATATYPE.DOCUMENT_CAPTURE }), 'upload-1')).toBeNull();
  });
  it('datatype 18 is never required-missing', () => {
    expect(check(f({ required: true, datatype_id: DATATYPE.NO_REQUIRED_ON_SHOW }), '')).toBeNull();
  });
  it('a signature must not be empty even when optional', () => {
    expect(check(f({}, { input_kind: 'signature' }), '')).toEqual({ key: 'required_field' });
  });
});

describe('validateField: formats', () => {
  it('email', () => {
    expect(check(f({}, { input_kind: 'email' }), '@x.com')).toEqual({ key: 'es_disallow_starting_with_at_symbol' });
    expect(check(f({ model_field: 'email' }), 'nope')).toEqual({ key: 'invalid_email' });
  });
  it('phone with international switch', () => {
    const p = f({ datatype_id: DATATYPE.PHONE });
    expect(check(p, '12')).toEqual({ key: 'invalid_phone_number' });
    expect(check(p, '+44 20 7946 0958')).toBeNull();
    expect(check(p, '+44 20 7946 0958', {}, { disableInternationalPhoneNumbers: true })).toEqual({ key: 'invalid_phone_number' });
  });
  it('zip, federal id by country, colour', () => {
    expect(check(f({}, { input_kind: 'zip' }), '123')).toEqual({ key: 'invalid_zip_code' });
    expect(check(f({ model_field: 'fed_tax.fed_id' }), '1')).toEqual({ key: 'invalid_ssn' });
    expect(check(f({}, { input_kind: 'fed_id' }), '1', {}, { country: 'canada' })).toEqual({ key: 'invalid_sin' });
    expect(check(f({}, { input_kind: 'fed_id', fed_id_country: 'IE' }), '1')).toEqual({ key: 'invalid_ppsn' });
    expect(check(f({}, { input_kind: 'color' }), 'blue')).toEqual({ key: 'invalid_entry' });
  });
  it('dates', () => {
    const d = f({ datatype_id: DATATYPE.DATE });
    expect(check(d, '02/30/2020')).toEqual({ key: 'es_date', params: { format: 'MM/DD/YYYY' } });
    expect(check(d, '2020-02-29')).toBeNull();
    expect(check(f({ datatype_id: DATATYPE.DATE }, { min_date: '2024-01-01' }), '12/31/2023')).toEqual({ key: 'date_at_least', params: { date: '01/01/2024' } });
    expect(check(f({ datatype_id: DATATYPE.DATE }, { max_date: '2024-01-01' }), '01/02/2024')).toEqual({ key: 'date_at_most', params: { date: '01/01/2024' } });
    expect(check(f({ datatype_id: DATATYPE.DATE }, { max_date: '2024-01-01' }), 'xx/xx/xxxx')).toBeNull();
  });
  it('numbers, integers, modulo, leading zeros', () => {
    expect(check(f({ datatype_id: DATATYPE.NUMBER }), '-1')).toEqual({ key: 'number_validator' });
    expect(check(f({ datatype_id: DATATYPE.NUMBER }, { allow_negative: true }), '-1')).toBeNull();
    expect(check(f({ datatype_id: DATATYPE.INTEGER }), '1.5')).toEqual({ key: 'interger_validator' });
    expect(check(f({ datatype_id: DATATYPE.MONEY_STEP }, { modulo: 0.25 }), '1.3')).toEqual({ key: 'modulo_validator', params: { number: 0.25 } });
    expect(check(f({}, { leading_zeros: true }), '00a')).toEqual({ key: 'number_with_leading_zeros' });
    expect(check(f({ datatype_id: DATATYPE.NUMBER }, { leading_zeros: true }), '0012')).toBeNull();
  });
  it('mask with configured message or required_field, variable length', () => {
    expect(check(f({ mask: '999-99' }), '123-4')).toEqual({ key: 'required_field' });
    expect(check(f({ mask: '999-99' }, { mask_message: 'bad_mask' }), '123-4')).toEqual({ key: 'bad_mask' });
    expect(check(f({ mask: '999-99' }, { allow_variable_length: true }), '123-4')).toBeNull();
    expect(check(f({ mask: '999-99' }), '')).toBeNull();
  });
  it('regex, length, N/A', () => {
    expect(check(f({}, { regex: '^[a-z]+$' }), 'A1')).toEqual({ key: 'invalid_entry' });
    expect(check(f({}, { min_length: 3 }), 'ab')).toEqual({ key: 'es_min', params: { bound: 3 } });
    expect(check(f({}, { max_length: 3 }), 'abcd')).toEqual({ key: 'es_max', params: { bound: 3 } });
    expect(check(f({ disabled: true }, { min_length: 3 }), 'ab')).toBeNull();
    expect(check(f({}, { min_length: 3 }), 'ab', {}, { readOnly: true })).toBeNull();
    expect(check(f({ mask: '999' }, { not_applicable: true, regex: '^\\d+$' }), 'N/A')).toBeNull();
    expect(check(f({ mask: '999' }), 'N/A')).toEqual({ key: 'required_field' });
  });
  it('confirm and re-entry', () => {
    expect(check(f({ datatype_id: DATATYPE.CONFIRM }, { confirm: 'email' }), 'a@b.co', { email: 'a@b.com' })).toEqual({ key: 'confirm_dynamic_field' });
    expect(check(f({}, { confirm: 'email' }), 'a@b.co', { email: 'a@b.co' })).toBeNull();
    expect(check(f({}, { confirm: 'email' }), '', { email: 'a@b.co' })).toEqual({ key: 'confirm_dynamic_field' });
    expect(check(f({}, { re_enter: 'acct' }), '123', { acct: '124' })).toEqual({ key: 're_enter_value' });
  });
  it('calculated fields are checked with the recomputed value', () => {
    const c = f({ required: true, datatype_id: DATATYPE.CALCULATED }, { calculation: { fields: [{ name: 'a' }], operation: 'a * 2' } });
    expect(validateField(c, null, { a: '2' })).toBeNull();
    expect(validateField(c, '4', { a: '' })).toEqual({ key: 'required_field' });
  });
});
