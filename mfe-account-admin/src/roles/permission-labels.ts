import type { TFunction } from 'i18next';
import {
  SEEDED_ROLES,
  type Permission,
  type PermissionGroup,
  type PermissionInfo,
  type RoleDto,
} from '@attest/contracts';

/** English names of every permission of the catalogue (the translation key is the permission's labelKey). */
export const PERMISSION_LABELS_EN: Record<Permission, string> = {
  'account.own': 'Own account and session',
  'applicants.read': 'View applicants',
  'applicants.write': 'Edit applicants',
  'applicants.export': 'Export applicants',
  'applicants.delete': 'Delete applicants',
  'applicants.login_as': 'Log in as an applicant',
  'documents.read': 'View documents',
  'documents.send': 'Send documents for signature',
  'i9.read': 'View I-9 forms',
  'i9.section2.sign': 'Sign I-9 Section 2',
  'i9.correct': 'Correct I-9 forms',
  'everify.read': 'View E-Verify cases',
  'everify.manage': 'Manage E-Verify cases',
  'content.read': 'View content',
  'content.manage': 'Manage content',
  'account.read': 'View users and roles',
  'account.manage': 'Manage users and roles',
  'integrations.manage': 'Manage integrations',
  'reports.read': 'View reports',
  'audit.read': 'View the audit log',
  'pii.ssn.reveal': 'Reveal full Social Security numbers',
  'applicants.eeo.read': 'View EEO answers and self-admission',
  'applicants.pay.manage': "Change applicants' direct deposit",
};

export const PERMISSION_GROUP_LABELS_EN: Record<PermissionGroup, string> = {
  account: 'Account',
  applicants: 'Applicants',
  documents: 'Documents',
  i9: 'I-9',
  everify: 'E-Verify',
  content: 'Content',
  integrations: 'Integrations',
  reports: 'Reports and audit',
  pii: 'Personal data',
};

export const permissionLabel = (t: TFunction, info: PermissionInfo): string =>
  t(info.labelKey, PERMISSION_LABELS_EN[info.key] ?? info.key);

export const groupLabel = (t: TFunction, group: PermissionGroup): string =>
  t(`permission_group_${group}`, PERMISSION_GROUP_LABELS_EN[group] ?? group);

/** The catalogue in display order, grouped; groups keep the order of their first permission. */
export function groupPermissions(
  catalogue: readonly PermissionInfo[],
): { group: PermissionGroup; items: PermissionInfo[] }[] {
  const groups = new Map<PermissionGroup, PermissionInfo[]>();
  for (const info of catalogue) {
    groups.set(info.group, [...(groups.get(info.group) ?? []), info]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

const SEEDED_BY_ID = new Map(SEEDED_ROLES.map((r) => [r.role_id, r]));

/** A system role's name and description are translated; a customer's own role shows as typed. */
export function roleName(t: TFunction, role: Pick<RoleDto, 'role_id' | 'name' | 'system'>): string {
  const seeded = role.system ? SEEDED_BY_ID.get(role.role_id) : undefined;
  return seeded ? t(seeded.nameKey, role.name) : role.name;
}

export function roleDescription(
  t: TFunction,
  role: Pick<RoleDto, 'role_id' | 'description' | 'system'>,
): string {
  const seeded = role.system ? SEEDED_BY_ID.get(role.role_id) : undefined;
  return seeded ? t(seeded.descriptionKey, role.description ?? '') : (role.description ?? '');
}
