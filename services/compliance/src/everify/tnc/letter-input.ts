import type { TncFanLanguage } from '@attest/contracts';
import type { SignedI9 } from '../cases/case-source';
import type { EverifyCaseEntity } from '../cases/entities';
import type { LetterInput, LetterKind } from './render-letter-pdf';

const ymd = (d: Date | string | null): string | null => (d ? new Date(d).toISOString().slice(0, 10) : null);

/**
 * A letter's content from the case (its number, agency, E-Verify's dates and the deadlines the case holds) and
 * the I-9 it was made from (the employee's and the employer's names only). Null when the case cannot have it yet.
 */
export function letterInput(kind: LetterKind, lang: TncFanLanguage, c: EverifyCaseEntity, signed: SignedI9 | null, fallbackName: string, createdAt: Date): LetterInput | null {
  if (!c.case_number || !c.tnc_agency || (kind === 'referral' && !c.referred_at)) {
    return null;
  }
  const s1 = signed?.section1;
  const name = s1 ? [s1.i9_first_name, s1.i9_middle_initial, s1.i9_last_name].filter((p) => p && String(p).trim()).join(' ') : fallbackName;
  return {
    kind,
    lang,
    caseNumber: c.case_number,
    employeeName: name || fallbackName,
    employerName: signed?.section2.business_name ?? '',
    agency: c.tnc_agency,
    tncIssuedOn: ymd(c.tnc_issued_at),
    noticeDue: c.notify_due,
    referredOn: ymd(c.referred_at),
    contactDue: c.contact_due,
    createdAt,
  };
}
