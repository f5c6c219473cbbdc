import type { Permission } from './permissions';

/** GET /api/v1/users/me: who the signed-in staff user is and what they may do in the active customer. */
export interface StaffAccessDto {
  user_id: number;
  customer_id: number;
  full_name: string;
  email: string;
  permissions: Permission[];
  /** null: every location of the customer; otherwise the only locations the user works in. */
  location_ids: number[] | null;
  mfa_enabled: boolean;
}

export interface RoleDto {
  role_id: number;
  /** null for the seeded system roles every customer shares (read-only; copy to change). */
  customer_id: number | null;
  name: string;
  description: string | null;
  system: boolean;
  permissions: Permission[];
}

export interface UserRoleDto {
  id: number;
  user_id: number;
  role_id: number;
  role_name: string;
  /** null: all locations. */
  location_id: number | null;
}

export interface CstUserDto {
  user_id: number;
  customer_id: number;
  location_id: number | null;
  email: string;
  mobile: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  job_title: string | null;
  active: boolean;
  last_activity: string | null;
  country_code: string | null;
  /** The invitation is not yet accepted (no password set). */
  invitation_pending: boolean;
  invitation_expires_at: string | null;
  mfa_enabled: boolean;
  roles: UserRoleDto[];
}
