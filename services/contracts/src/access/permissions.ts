/**
 * The permission catalogue: one constant per staff action. Roles hold these keys; every staff route
 * declares one with @RequirePermission; the UI hides what the user may not do. Add a key here first.
 */
export const PERMISSIONS = {
  /** The caller's own account and session (profile, settings, MFA, customer switch): every staff user. */
  OWN_ACCOUNT: 'account.own',
  APPLICANTS_READ: 'applicants.read',
  APPLICANTS_WRITE: 'applicants.write',
  APPLICANTS_EXPORT: 'applicants.export',
  APPLICANTS_DELETE: 'applicants.delete',
  APPLICANTS_LOGIN_AS: 'applicants.login_as',
  /** EEO answers and the criminal-history self-admission on the applicant detail (kept from hiring staff). */
  APPLICANTS_EEO_READ: 'applicants.eeo.read',
  /** Change an applicant's direct deposit for them (payroll diversion fraud targets exactly this; decision 0045). */
  APPLICANTS_PAY_MANAGE: 'applicants.pay.manage',
  DOCUMENTS_READ: 'documents.read',
  DOCUMENTS_SEND: 'documents.send',
  I9_READ: 'i9.read',
  I9_SECTION2_SIGN: 'i9.section2.sign',
  I9_CORRECT: 'i9.correct',
  EVERIFY_READ: 'everify.read',
  EVERIFY_MANAGE: 'everify.manage',
  CONTENT_READ: 'content.read',
  CONTENT_MANAGE: 'content.manage',
  ACCOUNT_READ: 'account.read',
  ACCOUNT_MANAGE: 'account.manage',
  INTEGRATIONS_MANAGE: 'integrations.manage',
  REPORTS_READ: 'reports.read',
  AUDIT_READ: 'audit.read',
  PII_SSN_REVEAL: 'pii.ssn.reveal',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

export type PermissionGroup = 'account' | 'applicants' | 'documents' | 'i9' | 'everify' | 'content' | 'integrations' | 'reports' | 'pii';

export interface PermissionInfo {
  key: Permission;
  group: PermissionGroup;
  /** Translation key of the permission's name on the roles page (`permission_` + key with _ for .). */
  labelKey: string;
  /** A read-only permission: the Viewer role holds every one of these. */
  readOnly: boolean;
}

const READ_ONLY = new Set<Permission>([
  'applicants.read', 'documents.read', 'i9.read', 'everify.read', 'content.read', 'account.read', 'reports.read', 'audit.read',
]);

export const permissionLabelKey = (p: Permission): string => `permission_${p.replace(/\./g, '_')}`;

export const PERMISSION_CATALOGUE: readonly PermissionInfo[] = ALL_PERMISSIONS.map((key) => ({
  key,
  group: (key.startsWith('pii.') ? 'pii' : key.startsWith('audit.') ? 'reports' : key.split('.')[0]) as PermissionGroup,
  labelKey: permissionLabelKey(key),
  readOnly: READ_ONLY.has(key),
}));

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** Permissions every staff user holds whatever their roles (their own account and session). */
export const IMPLICIT_PERMISSIONS: readonly Permission[] = [PERMISSIONS.OWN_ACCOUNT];
