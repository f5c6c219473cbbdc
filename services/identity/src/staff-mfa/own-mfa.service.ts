import { Inject, Injectable } from '@nestjs/common';
import type { MfaStatusDto, RecoveryCodesDto, TotpEnrolmentDto } from '@attest/contracts';
import { AppException, notFound, unauthorized, type AuthContext } from '@attest/platform';
import { DataSource } from 'typeorm';
import { SignInAuditService } from '../login-security/sign-in-audit.service';
import { CstUserEntity } from '../users/entities/cst-user.entity';
import { StaffMfaService } from './staff-mfa.service';

/** The signed-in staff user's own MFA (GET/POST/DELETE /api/v1/users/me/mfa...), every change audited. */
@Injectable()
export class OwnMfaService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly mfa: StaffMfaService,
    private readonly signIns: SignInAuditService,
  ) {}

  status(auth: AuthContext): Promise<MfaStatusDto> {
    return this.mfa.status(this.userId(auth));
  }

  async start(auth: AuthContext, ip: string): Promise<TotpEnrolmentDto> {
    const user = await this.ds.getRepository(CstUserEntity).findOne({ where: { user_id: this.userId(auth) } });
    if (!user) {
      throw notFound();
    }
    const answer = await this.mfa.startEnrolment(user);
    await this.audit(auth, 'mfa_enrolment_started', ip);
    return answer;
  }

  async confirm(auth: AuthContext, code: string, ip: string): Promise<RecoveryCodesDto> {
    const codes = await this.mfa.confirmEnrolment(this.userId(auth), code);
    if (!codes) {
      await this.audit(auth, 'mfa_failed', ip, 'mfa_code_invalid');
      throw unauthorized('mfa_code_invalid');
    }
    await this.audit(auth, 'mfa_enabled', ip);
    return { recovery_codes: codes };
  }

  async disable(auth: AuthContext, code: string, ip: string): Promise<void> {
    try {
      await this.mfa.disable(this.userId(auth), code);
    } catch (error) {
      await this.audit(auth, 'mfa_failed', ip, error instanceof AppException ? error.messageKey : 'error');
      throw error;
    }
    await this.audit(auth, 'mfa_disabled', ip);
  }

  private userId(auth: AuthContext): number {
    if (auth.party !== 'user' || !auth.userId) {
      throw notFound();
    }
    return auth.userId;
  }

  private audit(auth: AuthContext, event: 'mfa_enrolment_started' | 'mfa_enabled' | 'mfa_disabled' | 'mfa_failed', ip: string, reason?: string) {
    return this.signIns.record({ customerId: auth.customerId, party: 'user', subjectId: this.userId(auth), event, ip, ...(reason ? { reason } : {}) });
  }
}
