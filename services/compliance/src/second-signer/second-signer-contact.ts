import type { ApplicantEntity } from '@attest/applicant';
import { allowedContactMethods, AUTH_REP_CONTACT, type AuthRepContact, type AuthRepContext, type I9AuthRepData } from '@attest/contracts';
import { maskTail } from '@attest/platform';
import type { I9SecondSignerEntity } from './entities/i9-second-signer.entity';

/** The customer flags that decide the contact methods (spec §9) and the phone rule. */
export const AUTH_REP_FLAGS = ['allow_section2_email', 'allow_section2_sms', 'allow_section1_choose_no_auth_rep', 'disable_international_phone_numbers'] as const;
export type AuthRepFlags = Record<(typeof AUTH_REP_FLAGS)[number], boolean>;

/**
 * authRepSchema's context: the employee's name, email and mobile from the applicant record, and the flags.
 * Staff sending a link (notifyrep) may not choose "assign later": they are the ones assigning.
 */
export function authRepContext(applicant: ApplicantEntity, flags: AuthRepFlags, forStaff = false): AuthRepContext {
  return {
    applicant: { first_name: applicant.first_name, last_name: applicant.last_name, email: applicant.email, mobile: applicant.mobile_phone },
    allowSection2Email: flags.allow_section2_email,
    allowSection2Sms: flags.allow_section2_sms,
    allowChooseNoAuthRep: flags.allow_section1_choose_no_auth_rep && !forStaff,
    disableInternationalPhone: flags.disable_international_phone_numbers,
  };
}

/** The contact methods the flags offer, in the spec's order (none: the card is not shown). */
export function allowedMethods(flags: AuthRepFlags): AuthRepContact[] {
  return allowedContactMethods({ allowSection2Email: flags.allow_section2_email, allowSection2Sms: flags.allow_section2_sms, allowChooseNoAuthRep: flags.allow_section1_choose_no_auth_rep });
}

/** `a***@example.com`: enough to recognise the address, not to read it. */
export function maskEmail(email: string | null): string | null {
  if (!email) {
    return email;
  }
  const at = email.lastIndexOf('@');
  return at <= 0 ? maskTail(email) : `${email[0]}***${email.slice(at)}`;
}

export const maskMobile = (mobile: string | null): string | null => maskTail(mobile);

/** The representative's name as a signature and the trail record it. */
export function repName(row: Pick<I9SecondSignerEntity, 'first_name' | 'last_name'>): string | null {
  return [row.first_name, row.last_name].filter((p) => p && p.trim()).join(' ').trim() || null;
}

/**
 * A masked email or mobile sent back unchanged (the card showed `a***@example.com` and it was not
 * touched) keeps the stored value; anything else is taken as typed.
 */
export function keepMaskedContacts(incoming: Record<string, unknown>, stored: I9SecondSignerEntity | null): Record<string, unknown> {
  if (!stored) {
    return incoming;
  }
  const out = { ...incoming };
  if (typeof out.email === 'string' && out.email === maskEmail(stored.email)) {
    out.email = stored.email;
  }
  if (typeof out.mobile === 'string' && out.mobile === maskMobile(stored.mobile)) {
    out.mobile = stored.mobile;
  }
  return out;
}

/** What the trail keeps of a choice: names, the method and the contacts masked. */
export function maskedChoice(d: Pick<I9AuthRepData, 'first_name' | 'last_name' | 'email' | 'mobile' | 'contact_method'> | null): Record<string, unknown> | null {
  return d ? { first_name: d.first_name, last_name: d.last_name, email: maskEmail(d.email), mobile: maskMobile(d.mobile), contact_method: d.contact_method } : null;
}

export const sendsLink = (method: string): boolean => method === AUTH_REP_CONTACT.EMAIL || method === AUTH_REP_CONTACT.SMS;
