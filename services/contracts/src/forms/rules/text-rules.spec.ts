import { confirmMaskFor, validateConfirm, validateReEntry } from './confirm';
import { validateLength } from './length';
import { validateColor, validateSignature } from './misc';
import { validateRegex } from './regex';

describe('length', () => {
  it('es_min / es_max with the bound', () => {
    expect(validateLength('ab', { min: 3 })).toEqual({ key: 'es_min', params: { bound: 3 } });
    expect(validateLength('abcd', { max: 3 })).toEqual({ key: 'es_max', params: { bound: 3 } });
    expect(validateLength('abc', { min: 3, max: 3 })).toBeNull();
  });
  it('skipped when read-only, or optional and empty', () => {
    expect(validateLength('a', { min: 3, readOnly: true })).toBeNull();
    expect(validateLength('', { min: 3 })).toBeNull();
    expect(validateLength('', { min: 3, required: true })).toEqual({ key: 'es_min', params: { bound: 3 } });
  });
});

describe('regex', () => {
  it('uses the configured message or invalid_entry', () => {
    expect(validateRegex('abc', '^\\d+$')).toEqual({ key: 'invalid_entry' });
    expect(validateRegex('abc', '^\\d+$', 'digits_only')).toEqual({ key: 'digits_only' });
    expect(validateRegex('123', '^\\d+$')).toBeNull();
    expect(validateRegex('', '^\\d+$')).toBeNull();
    expect(validateRegex('x', '([')).toBeNull();
  });
});

describe('confirm and re-entry', () => {
  it('keys', () => {
    expect(validateConfirm('a', 'b')).toEqual({ key: 'confirm_dynamic_field' });
    expect(validateConfirm('a', 'a')).toBeNull();
    expect(validateConfirm('', null)).toBeNull();
    expect(validateReEntry('a', 'b')).toEqual({ key: 're_enter_value' });
    expect(validateReEntry('b', 'b')).toBeNull();
  });
  it('mask follows the confirmed value', () => {
    expect(confirmMaskFor('(555) 123-4567')).toBe('(999) 999-9999');
    expect(confirmMaskFor('01/02/1920')).toBe('99/99/9999');
    expect(confirmMaskFor('12/31/2099')).toBe('99/99/9999');
    expect(confirmMaskFor('01/02/1919')).toBeNull();
    expect(confirmMaskFor('01/02/2100')).toBeNull();
    expect(confirmMaskFor('hello')).toBeNull();
  });
});

describe('colour and signature', () => {
  it('colour', () => {
    expect(validateColor('#fff')).toBeNull();
    expect(validateColor('#A0b1C2')).toBeNull();
    expect(validateColor('red')).toEqual({ key: 'invalid_entry' });
    expect(validateColor('')).toBeNull();
  });
  it('signature must not be empty', () => {
    expect(validateSignature('')).toEqual({ key: 'required_field' });
    expect(validateSignature('data:image/png;base64,AAA')).toBeNull();
  });
});
