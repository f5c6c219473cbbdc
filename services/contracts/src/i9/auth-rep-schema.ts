import { mixed, object, type ObjectSchema } from 'yup';
import { normalisePhoneDigits, validatePhone } from '../forms/rules/phone';
import { validateEmailValue } from '../forms/rules/email';
import { normaliseEmail } from '../validation/email';
import { AUTH_REP_CONTACT, type AuthRepContact, type I9AuthRepData } from './i9-types';
import { blank, NAME_PATTERN, optionalText, pathErrors, ruleTest } from './i9-yup';

/**
 * The authorized representative chosen in Section 1 (spec: applicant-side §3 "Authorized-representative
 * contact method" and §5 "I-9 authorized representative"). Anyone but the employee may act for the employer,
 * so the name, email and mobile must each differ from the applicant's (the three spec keys). Email is offered
 * only with allow_section2_email, SMS only with allow_section2_sms, "assign later" only with
 * allow_section1_choose_no_auth_rep.
 */
export interface AuthRepContext {
  applicant: { first_name?: string | null; last_name?: string | null; email?: string | null; mobile?: string | null };
  allowSection2Email: boolean;
  allowSection2Sms: boolean;
  allowChooseNoAuthRep: boolean;
  disableInternationalPhone?: boolean;
}

export const AUTH_REP_CONTACT_METHODS: readonly AuthRepContact[] = [AUTH_REP_CONTACT.EMAIL, AUTH_REP_CONTACT.SMS, AUTH_REP_CONTACT.ASSIGN_LATER];

/** The contact methods the customer's settings offer, in the spec's order. */
export function allowedContactMethods(ctx: Omit<AuthRepContext, 'applicant'>): AuthRepContact[] {
  const allowed: AuthRepContact[] = [];
  if (ctx.allowSection2Email) {
    allowed.push(AUTH_REP_CONTACT.EMAIL);
  }
  if (ctx.allowSection2Sms) {
    allowed.push(AUTH_REP_CONTACT.SMS);
  }
  if (ctx.allowChooseNoAuthRep) {
    allowed.push(AUTH_REP_CONTACT.ASSIGN_LATER);
  }
  return allowed;
}

const fullName = (first?: string | null, last?: string | null) =>
  `${first ?? ''} ${last ?? ''}`.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function differenceErrors(d: I9AuthRepData, ctx: AuthRepContext): Record<string, string | null> {
  const a = ctx.applicant;
  const repName = fullName(d.first_name, d.last_name);
  const sameName = repName !== '' && repName === fullName(a.first_name, a.last_name);
  const sameEmail = !blank(d.email) && !blank(a.email) && normaliseEmail(d.email ?? '') === normaliseEmail(a.email ?? '');
  const repMobile = normalisePhoneDigits(d.mobile);
  const sameMobile = repMobile !== '' && repMobile === normalisePhoneDigits(a.mobile);
  return {
    first_name: sameName ? 'applicant_assign_ss_different_name' : null,
    email: sameEmail ? 'applicant_assign_ss_different_email' : null,
    mobile: sameMobile ? 'applicant_assign_ss_different_mobile' : null,
  };
}

function requiredByMethod(d: I9AuthRepData): Record<string, string | null> {
  if (d.contact_method === AUTH_REP_CONTACT.ASSIGN_LATER) {
    return {};
  }
  return {
    first_name: blank(d.first_name) ? 'required_field' : null,
    last_name: blank(d.last_name) ? 'required_field' : null,
    email: d.contact_method === AUTH_REP_CONTACT.EMAIL && blank(d.email) ? 'required_field' : null,
    mobile: d.contact_method === AUTH_REP_CONTACT.SMS && blank(d.mobile) ? 'required_field' : null,
  };
}

export function authRepSchema(ctx: AuthRepContext): ObjectSchema<I9AuthRepData> {
  const allowed = allowedContactMethods(ctx);
  const name = optionalText(40).test('name', 'i9_invalid_name', (v) => blank(v) || NAME_PATTERN.test(v ?? ''));
  return object({
    first_name: name,
    last_name: name,
    email: optionalText(254).test(ruleTest('email', validateEmailValue)),
    mobile: optionalText(32).test(ruleTest('phone', (v) => validatePhone(v, { disableInternational: ctx.disableInternationalPhone }))),
    contact_method: mixed<AuthRepContact>()
      .required('required_field')
      .test('known', 'invalid_entry', (v) => AUTH_REP_CONTACT_METHODS.includes(v as AuthRepContact))
      .test('allowed', 'i9_contact_method_not_allowed', (v) => !AUTH_REP_CONTACT_METHODS.includes(v as AuthRepContact) || allowed.includes(v as AuthRepContact)),
  })
    .noUnknown(true, 'unknown_field')
    .test('auth-rep', function authRep(value) {
      const d = value as I9AuthRepData;
      // Required first: a field both missing and "the same" reports it is missing.
      const merged: Record<string, string | null> = { ...differenceErrors(d, ctx) };
      for (const [k, v] of Object.entries(requiredByMethod(d))) {
        merged[k] = v ?? merged[k] ?? null;
      }
      return pathErrors(this, merged);
    }) as unknown as ObjectSchema<I9AuthRepData>;
}
