import { Inject, Injectable } from '@nestjs/common';
import { REQUIRE_STAFF_MFA_KEY, type MfaStatusDto, type TotpEnrolmentDto } from '@attest/contracts';
import { AppException, conflict, CustomerConfigService, unauthorized } from '@attest/platform';
import { toDataURL } from 'qrcode';
import { DataSource, IsNull } from 'typeorm';
import { UsersService } from '../users/users.service';
import { StaffMfaRecoveryCodeEntity } from './entities/staff-mfa-recovery-code.entity';
import { StaffMfaEntity } from './entities/staff-mfa.entity';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { looksLikeTotp, matchTotpStep, newTotpSecret, totpUri } from './totp';

export type SecondFactor = 'totp' | 'recovery_code';

/** A staff user's TOTP factor and recovery codes: enrolment, checks, switching off. */
@Injectable()
export class StaffMfaService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly configs: CustomerConfigService,
    private readonly users: UsersService,
  ) {}

  private get factors() {
    return this.ds.getRepository(StaffMfaEntity);
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.factors.findOne({ where: { user_id: userId } });
    return !!row?.totp_secret;
  }

  /** Which of these users have TOTP switched on (user lists show `mfa_enabled`), in one query. */
  async enabledAmong(userIds: number[]): Promise<Set<number>> {
    if (!userIds.length) {
      return new Set();
    }
    const rows = await this.factors
      .createQueryBuilder('m')
      .select('m.user_id', 'user_id')
      .where('m.user_id IN (:...userIds) AND m.totp_secret IS NOT NULL', { userIds })
      .getRawMany<{ user_id: number | string }>();
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  /** MFA is required when any customer the user may act for requires it (switching customer must not skip it). */
  async requiredFor(userId: number): Promise<boolean> {
    for (const customerId of await this.users.customerIdsOf(userId)) {
      if (await this.configs.flag(customerId, REQUIRE_STAFF_MFA_KEY)) {
        return true;
      }
    }
    return false;
  }

  async status(userId: number): Promise<MfaStatusDto> {
    const [enabled, left, required] = await Promise.all([
      this.isEnabled(userId),
      this.ds.getRepository(StaffMfaRecoveryCodeEntity).count({ where: { user_id: userId, used_at: IsNull() } }),
      this.requiredFor(userId),
    ]);
    return { totp_enabled: enabled, recovery_codes_left: enabled ? left : 0, required };
  }

  /** Keeps a new secret pending (replacing an earlier pending one) and answers what the app scans. */
  async startEnrolment(user: { user_id: number; email: string }): Promise<TotpEnrolmentDto> {
    const existing = await this.factors.findOne({ where: { user_id: user.user_id } });
    if (existing?.totp_secret) {
      throw conflict('mfa_already_enabled');
    }
    const secret = newTotpSecret();
    await this.factors.save({
      user_id: user.user_id,
      totp_secret: null,
      pending_secret: secret,
      enabled_at: null,
      last_used_step: existing?.last_used_step ?? 0,
      updated_at: new Date(),
    });
    const otpauthUrl = totpUri(user.email, secret);
    return { otpauth_url: otpauthUrl, qr_data_url: await toDataURL(otpauthUrl, { margin: 1, width: 240 }), secret };
  }

  /** The first right code switches TOTP on; answers the recovery codes (shown once), or null for a wrong code. */
  async confirmEnrolment(userId: number, code: string): Promise<string[] | null> {
    const row = await this.factors.findOne({ where: { user_id: userId } });
    if (!row?.pending_secret) {
      throw new AppException(400, row?.totp_secret ? 'mfa_already_enabled' : 'mfa_not_enrolled');
    }
    const step = matchTotpStep(row.pending_secret, code);
    if (step === null) {
      return null;
    }
    const codes = newRecoveryCodes();
    const won = await this.ds.transaction(async (m) => {
      // Only one confirmation wins when two race with the same pending secret.
      const result = await m
        .createQueryBuilder()
        .update(StaffMfaEntity)
        .set({ totp_secret: row.pending_secret, pending_secret: null, enabled_at: new Date(), last_used_step: step, updated_at: new Date() })
        .where('user_id = :userId AND totp_secret IS NULL AND pending_secret IS NOT NULL', { userId })
        .execute();
      if (!result.affected) {
        return false;
      }
      await m.delete(StaffMfaRecoveryCodeEntity, { user_id: userId });
      await m.insert(
        StaffMfaRecoveryCodeEntity,
        codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(c), used_at: null })),
      );
      return true;
    });
    if (!won) {
      throw conflict('mfa_already_enabled');
    }
    return codes;
  }

  /**
   * Checks a second factor and uses it up: a TOTP code only once (its step must be newer than the last
   * accepted one), a recovery code only once. Answers which kind matched, or null.
   */
  async verify(userId: number, code: string): Promise<SecondFactor | null> {
    const row = await this.factors.findOne({ where: { user_id: userId } });
    if (!row?.totp_secret) {
      return null;
    }
    if (looksLikeTotp(code)) {
      const step = matchTotpStep(row.totp_secret, code);
      if (step === null) {
        return null;
      }
      const result = await this.factors
        .createQueryBuilder()
        .update(StaffMfaEntity)
        .set({ last_used_step: step, updated_at: new Date() })
        .where('user_id = :userId AND last_used_step < :step', { userId, step })
        .execute();
      return result.affected ? 'totp' : null;
    }
    const result = await this.ds
      .createQueryBuilder()
      .update(StaffMfaRecoveryCodeEntity)
      .set({ used_at: new Date() })
      .where('user_id = :userId AND code_hash = :hash AND used_at IS NULL', { userId, hash: hashRecoveryCode(code) })
      .execute();
    return result.affected ? 'recovery_code' : null;
  }

  /** Needs a current code (or a recovery code); refused while a customer of the user requires MFA. */
  async disable(userId: number, code: string): Promise<SecondFactor> {
    if (!(await this.isEnabled(userId))) {
      throw new AppException(400, 'mfa_not_enrolled');
    }
    if (await this.requiredFor(userId)) {
      throw new AppException(403, 'mfa_required_by_customer');
    }
    const factor = await this.verify(userId, code);
    if (!factor) {
      throw unauthorized('mfa_code_invalid');
    }
    await this.ds.transaction(async (m) => {
      await m.delete(StaffMfaRecoveryCodeEntity, { user_id: userId });
      await m.delete(StaffMfaEntity, { user_id: userId });
    });
    return factor;
  }
}
