import type { AuthRepContact } from '@attest/contracts';
import { maskEmail, maskMobile } from './second-signer-contact';
import type { I9SecondSignerEntity, SecondSignerStatus } from './entities/i9-second-signer.entity';

/** The representative as answered to the applicant and to staff: contacts masked, never the link's token. */
export interface SecondSignerView {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  contact_method: AuthRepContact;
  status: SecondSignerStatus;
  invited_at: Date | null;
  link_expires_at: Date | null;
  used_at: Date | null;
  last_activity_at: Date | null;
  review_note: string | null;
}

export function secondSignerView(row: I9SecondSignerEntity): SecondSignerView {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: maskEmail(row.email),
    mobile: maskMobile(row.mobile),
    contact_method: row.contact_method,
    status: row.status,
    invited_at: row.invited_at,
    link_expires_at: row.token_hash ? row.token_expires_at : null,
    used_at: row.used_at,
    last_activity_at: row.last_activity_at,
    review_note: row.review_note,
  };
}
