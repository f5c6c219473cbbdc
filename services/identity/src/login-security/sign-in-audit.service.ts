import { Injectable } from '@nestjs/common';
import { AuditService } from '@attest/platform';

export type SignInEvent =
  | 'sign_in'
  | 'sign_in_failed'
  | 'mfa_failed'
  | 'mfa_enrolment_started'
  | 'mfa_enabled'
  | 'mfa_disabled'
  | 'mfa_recovery_code_used'
  | 'sso_sign_in'
  | 'sso_failed';

export interface SignInAuditEntry {
  customerId: number;
  party: 'user' | 'applicant';
  /** null when the account is unknown (the attempted email is recorded instead). */
  subjectId: number | null;
  event: SignInEvent;
  ip: string;
  /** password, password+totp, password+recovery_code, sso ... */
  method?: string;
  reason?: string;
  email?: string;
}

/**
 * Sign-ins, failed sign-ins and MFA changes in the audit log, with the client address. There is no
 * session yet for most of them, so the actor is named explicitly (the account, or 0 when unknown).
 */
@Injectable()
export class SignInAuditService {
  constructor(private readonly audit: AuditService) {}

  async record(e: SignInAuditEntry): Promise<void> {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [name, value] of [
      ['method', e.method],
      ['reason', e.reason],
      ['email', e.email],
    ] as const) {
      if (value !== undefined) {
        changes[name] = { from: null, to: value };
      }
    }
    await this.audit.recordEvent(
      { customerId: e.customerId, party: e.party, id: e.subjectId ?? 0, ip: e.ip },
      { entity: e.party === 'user' ? 'staff_sign_in' : 'applicant_sign_in', entityId: e.subjectId ?? 0, action: e.event, changes },
    );
  }
}
