import { ValidationError } from 'yup';
import { DATATYPE } from '../datatypes';
import { codes, makeField, trigger } from '../test-support/make-field';
import { buildFormSchema, formErrorsFromYup, validateWithSchema } from './form-schema';
import { joinMulti, splitMulti } from './multi-value';
import { normaliseFormValues } from './normalise';
import { parseStateFieldName } from './state-field';
import { validateFormValues } from './validate-form';
import { applicantReadOnlyFields, visibleFieldsFor } from './visible-fields';

describe('visibleFieldsFor', () => {
  const fields = [
    makeField({ name: 'b', sort_order: 2 }),
    makeField({ name: 'req', field_type: 'REQUESTER', sort_order: 0 }),
    makeField({ name: 'a', sort_order: 1, field_type: 'STATE' }),
    makeField({ name: 'min_ot_pay', sort_order: 0 }),
  ];
  it('applicant mode: all but REQUESTER, by sort_order, never min_ot_pay', () => {
    expect(visibleFieldsFor(fields, 'applicant').map((f) => f.name)).toEqual(['a', 'b']);
    expect(visibleFieldsFor({ fields }).map((f) => f.name)).toEqual(['a', 'b']);
  });
  it('applicant read-only: the REQUESTER fields marked applicant_read_only, never the others', () => {
    const fields = [
      makeField({ name: 'own', sort_order: 1 }),
      makeField({ name: 'pay_rate', field_type: 'REQUESTER', sort_order: 3, params: { applicant_read_only: true } }),
      makeField({ name: 'start_date', field_type: 'REQUESTER', sort_order: 2, params: { applicant_read_only: true } }),
      makeField({ name: 'staff_note', field_type: 'REQUESTER', sort_order: 4 }),
    ];
    expect(applicantReadOnlyFields(fields).map((f) => f.name)).toEqual(['start_date', 'pay_rate']);
    expect(visibleFieldsFor(fields, 'applicant').map((f) => f.name)).toEqual(['own']);
  });

  it('requester mode: only REQUESTER', () => {
    expect(visibleFieldsFor(fields, 'requester').map((f) => f.name)).toEqual(['req']);
  });
});

describe('validateFormValues and the Yup schema', () => {
  const fields = [
    makeField({ name: 'kind', field_id: 1, datatype_id: DATATYPE.DROPDOWN, codes: codes('a', 'b'), triggers: [trigger('a', ['show', 2])] }),
    makeField({ name: 'detail', field_id: 2, required: true, triggerShow: false, params: { min_length: 3 } }),
    makeField({ name: 'phone', field_id: 3, datatype_id: DATATYPE.PHONE }),
    makeField({ name: 'staff_only', field_id: 4, field_type: 'REQUESTER', required: true }),
  ];
  it('checks shown fields only, with keys and params', () => {
    expect(validateFormValues(fields, { kind: 'b', phone: '12' })).toEqual({ phone: { key: 'invalid_phone_number' } });
    expect(validateFormValues(fields, { kind: 'a', detail: 'ab' })).toEqual({ detail: { key: 'es_min', params: { bound: 3 } } });
    expect(validateFormValues(fields, { kind: 'a' })).toEqual({ detail: { key: 'required_field' } });
    expect(validateFormValues(fields, {}, { mode: 'requester' })).toEqual({ staff_only: { key: 'required_field' } });
  });
  it('the schema gives the same keys and params', () => {
    const schema = buildFormSchema(fields);
    expect(validateWithSchema(schema, { kind: 'a', detail: 'ab', phone: '12' })).toEqual({
      detail: { key: 'es_min', params: { bound: 3 } },
      phone: { key: 'invalid_phone_number' },
    });
    expect(validateWithSchema(schema, { kind: 'b', phone: '555-123-4567' })).toEqual({});
    expect(schema.isValidSync({ kind: 'b' })).toBe(true);
    try {
      schema.validateSync({ kind: 'a' }, { abortEarly: false });
      throw new Error('expected a ValidationError');
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).errors).toEqual(['required_field']);
      expect(formErrorsFromYup(e as ValidationError)).toEqual({ detail: { key: 'required_field' } });
    }
  });
});

describe('normaliseFormValues', () => {
  it('applies every datatype rule', () => {
    const radio = codes('r1', 'r2');
    radio[1].is_default = true;
    const fields = [
      makeField({ name: 'dd', datatype_id: DATATYPE.DROPDOWN, codes: codes('a', 'b') }),
      makeField({ name: 'dd_ok', datatype_id: DATATYPE.DROPDOWN, codes: codes('a', 'b') }),
      makeField({ name: 'boxes', datatype_id: DATATYPE.CHECKBOX_GROUP, codes: codes('a', 'b') }),
      makeField({ name: 'int', datatype_id: DATATYPE.INTEGER }),
      makeField({ name: 'int_big', datatype_id: DATATYPE.INTEGER }),
      makeField({ name: 'yes', datatype_id: DATATYPE.YES_NO }),
      makeField({ name: 'no', datatype_id: DATATYPE.YES_NO }),
      makeField({ name: 'num', datatype_id: DATATYPE.NUMBER }),
      makeField({ name: 'date', datatype_id: DATATYPE.DATE }),
      makeField({ name: 'check', datatype_id: DATATYPE.CHECKBOX }),
      makeField({ name: 'radio', datatype_id: DATATYPE.RADIO_GROUP, codes: radio }),
      makeField({ name: 'minimum_pay' }),
      makeField({ name: 'calc', datatype_id: DATATYPE.CALCULATED, params: { calculation: { fields: [{ name: 'int' }], operation: 'int * 2', is_money: true } } }),
    ];
    const out = normaliseFormValues(fields, {
      dd: 'zzz', dd_ok: 'b', boxes: 'a||q||b', int: '42', int_big: '9007199254740993', yes: 'true', no: '0', num: '',
      date: '03/05/2024', minimum_pay: '20', other: 'kept',
    });
    expect(out).toEqual({
      dd: '', dd_ok: 'b', boxes: ['a', 'b'], int: '42', int_big: null, yes: '1', no: '0', num: null,
      date: '2024-03-05', check: '0', radio: 'r2', minimum_pay: '20', min_ot_pay: '30.00', calc: '84.00', other: 'kept',
    });
  });
  it('no radio default when disabled', () => {
    const radio = codes('r1');
    radio[0].is_default = true;
    const fields = [makeField({ name: 'radio', datatype_id: DATATYPE.RADIO_GROUP, codes: radio })];
    expect(normaliseFormValues(fields, {}, { disableRadioGroupDefault: true }).radio).toBeNull();
    expect(normaliseFormValues(fields, { radio: 'r1' }, { disableRadioGroupDefault: true }).radio).toBe('r1');
  });
});

describe('names and multi-values', () => {
  it('parseStateFieldName', () => {
    expect(parseStateFieldName('CA_allowances')).toEqual({ state: 'CA', prop: 'allowances' });
    expect(parseStateFieldName('NY')).toBeNull();
  });
  it('joinMulti / splitMulti', () => {
    expect(joinMulti(['a', 'b'])).toBe('a||b');
    expect(splitMulti('a||b')).toEqual(['a', 'b']);
    expect(splitMulti('')).toEqual([]);
    expect(splitMulti(null)).toEqual([]);
  });
});
