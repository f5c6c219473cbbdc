import type { CstUserDto, UserRoleDto } from '@attest/contracts';
import type { CstUserEntity } from './entities/cst-user.entity';

/** The staff user as answered to admins: never the password hash or MFA secrets. */
export function userView(u: CstUserEntity, roles: UserRoleDto[], mfaEnabled = false): CstUserDto {
  return {
    user_id: u.user_id,
    customer_id: u.customer_id,
    location_id: u.location_id,
    email: u.email,
    mobile: u.mobile,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: `${u.first_name} ${u.last_name}`.trim(),
    job_title: u.job_title,
    active: !!u.active,
    last_activity: u.last_activity ? new Date(u.last_activity).toISOString() : null,
    country_code: u.country_code ?? null,
    invitation_pending: !!u.invitation_pending,
    invitation_expires_at: u.invitation_expires_at ? new Date(u.invitation_expires_at).toISOString() : null,
    mfa_enabled: mfaEnabled,
    roles,
  };
}

/** The audited fields of a staff user (before/after pairs in the audit log). */
export const AUDITED_USER_FIELDS = ['email', 'first_name', 'last_name', 'mobile', 'job_title', 'location_id', 'country_code', 'active'] as const;
