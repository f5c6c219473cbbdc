import { validateEmailValue } from './email';

describe('form email rule', () => {
  it('passes valid and empty', () => {
    expect(validateEmailValue('a@b.co')).toBeNull();
    expect(validateEmailValue('')).toBeNull();
    expect(validateEmailValue(null)).toBeNull();
  });
  it('has its own key for a leading @', () => {
    expect(validateEmailValue('@b.com')).toEqual({ key: 'es_disallow_starting_with_at_symbol' });
  });
  it('refuses invalid', () => {
    expect(validateEmailValue('a@b')).toEqual({ key: 'invalid_email' });
    expect(validateEmailValue('a b@c.com')).toEqual({ key: 'invalid_email' });
  });
});
