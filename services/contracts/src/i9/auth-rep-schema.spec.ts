import { allowedContactMethods, authRepSchema, type AuthRepContext } from './auth-rep-schema';
import type { I9AuthRepData } from './i9-types';
import { errorsOf } from './test-support/i9-fixtures';

const ctx: AuthRepContext = {
  applicant: { first_name: 'Ana', last_name: 'García', email: 'ana@example.com', mobile: '(312) 555-0100' },
  allowSection2Email: true,
  allowSection2Sms: true,
  allowChooseNoAuthRep: true,
};
const rep = (over: Partial<I9AuthRepData> = {}): I9AuthRepData => ({
  first_name: 'Pat', last_name: 'Lee', email: 'pat@example.com', mobile: '312-555-0199', contact_method: '0', ...over,
});
const check = (over: Partial<I9AuthRepData> = {}, c: Partial<AuthRepContext> = {}) => errorsOf(authRepSchema({ ...ctx, ...c }), rep(over));

describe('authRepSchema', () => {
  it('a representative reached by email or SMS', () => {
    expect(check()).toEqual({});
    expect(check({ contact_method: '1', email: null })).toEqual({});
  });
  it('needs the name, and the email or mobile of the chosen method', () => {
    expect(check({ first_name: null, last_name: '', email: null })).toEqual({ first_name: 'required_field', last_name: 'required_field', email: 'required_field' });
    expect(check({ contact_method: '1', mobile: null })).toEqual({ mobile: 'required_field' });
    expect(check({ email: 'pat@' })).toEqual({ email: 'invalid_email' });
  });
  it('assign later needs nothing else', () => {
    expect(check({ contact_method: '2', first_name: null, last_name: null, email: null, mobile: null })).toEqual({});
  });
  it("name, email and mobile must differ from the applicant's (the spec's three keys)", () => {
    expect(check({ first_name: 'ana', last_name: 'GARCÍA' })).toEqual({ first_name: 'applicant_assign_ss_different_name' });
    expect(check({ email: ' Ana@Example.com ' })).toEqual({ email: 'applicant_assign_ss_different_email' });
    expect(check({ mobile: '+1 312 555 0100' })).toEqual({ mobile: 'applicant_assign_ss_different_mobile' });
    expect(check({ contact_method: '2', first_name: 'Ana', last_name: 'García', email: 'ana@example.com', mobile: '3125550100' })).toEqual({
      first_name: 'applicant_assign_ss_different_name', email: 'applicant_assign_ss_different_email', mobile: 'applicant_assign_ss_different_mobile',
    });
  });
  it('offers only the contact methods the settings allow', () => {
    expect(check({}, { allowSection2Email: false })).toEqual({ contact_method: 'i9_contact_method_not_allowed' });
    expect(check({ contact_method: '1' }, { allowSection2Sms: false })).toEqual({ contact_method: 'i9_contact_method_not_allowed' });
    expect(check({ contact_method: '2' }, { allowChooseNoAuthRep: false })).toEqual({ contact_method: 'i9_contact_method_not_allowed' });
    expect(check({ contact_method: '9' as never })).toEqual({ contact_method: 'invalid_entry' });
    expect(allowedContactMethods({ allowSection2Email: false, allowSection2Sms: true, allowChooseNoAuthRep: true })).toEqual(['1', '2']);
  });
  it('refuses unknown keys', () => {
    expect(errorsOf(authRepSchema(ctx), { ...rep(), role: 'x' })).toEqual({ _: 'unknown_field' });
  });
});
