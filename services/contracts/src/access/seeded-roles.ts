import { ALL_PERMISSIONS, PERMISSION_CATALOGUE, PERMISSIONS as P, type Permission } from './permissions';

/**
 * The roles every customer starts with. System roles (no customer) are read-only: a customer adapts
 * one by copying it (POST /roles?copyFrom=). VIEWER keeps id 5 as the spec says.
 */
export const SEEDED_ROLE_IDS = { ADMIN: 1, RECRUITER: 2, COMPLIANCE_OFFICER: 3, CONTENT_MANAGER: 4, VIEWER: 5 } as const;

export interface SeededRole {
  role_id: number;
  name: string;
  /** Translation key of the role's name and description. */
  nameKey: string;
  descriptionKey: string;
  /** English description (the translation key's fallback and the stored value). */
  description: string;
  permissions: readonly Permission[];
}

const VIEWER_PERMISSIONS = PERMISSION_CATALOGUE.filter((p) => p.readOnly).map((p) => p.key);

export const SEEDED_ROLES: readonly SeededRole[] = [
  {
    role_id: SEEDED_ROLE_IDS.ADMIN,
    name: 'Admin',
    nameKey: 'role_admin',
    descriptionKey: 'role_admin_description',
    description: 'Everything, including users, roles, settings and integrations.',
    permissions: ALL_PERMISSIONS.filter((p) => p !== P.OWN_ACCOUNT),
  },
  {
    role_id: SEEDED_ROLE_IDS.RECRUITER,
    name: 'Recruiter',
    nameKey: 'role_recruiter',
    descriptionKey: 'role_recruiter_description',
    description: 'Works with applicants: reads and edits them, sends documents, exports, logs in as an applicant.',
    permissions: [
      P.APPLICANTS_READ, P.APPLICANTS_WRITE, P.APPLICANTS_EXPORT, P.APPLICANTS_LOGIN_AS,
      P.DOCUMENTS_READ, P.DOCUMENTS_SEND, P.I9_READ, P.EVERIFY_READ, P.CONTENT_READ, P.REPORTS_READ,
    ],
  },
  {
    role_id: SEEDED_ROLE_IDS.COMPLIANCE_OFFICER,
    name: 'Compliance officer',
    nameKey: 'role_compliance_officer',
    descriptionKey: 'role_compliance_officer_description',
    description: 'Completes and corrects I-9s, manages E-Verify cases, reads the audit log and may see SSNs.',
    permissions: [
      P.APPLICANTS_READ, P.DOCUMENTS_READ, P.I9_READ, P.I9_SECTION2_SIGN, P.I9_CORRECT, P.EVERIFY_READ,
      P.EVERIFY_MANAGE, P.REPORTS_READ, P.AUDIT_READ, P.PII_SSN_REVEAL, P.APPLICANTS_EEO_READ,
    ],
  },
  {
    role_id: SEEDED_ROLE_IDS.CONTENT_MANAGER,
    name: 'Content manager',
    nameKey: 'role_content_manager',
    descriptionKey: 'role_content_manager_description',
    description: 'Manages templates, forms and packages and sends documents.',
    permissions: [P.APPLICANTS_READ, P.DOCUMENTS_READ, P.DOCUMENTS_SEND, P.CONTENT_READ, P.CONTENT_MANAGE],
  },
  {
    role_id: SEEDED_ROLE_IDS.VIEWER,
    name: 'Viewer',
    nameKey: 'role_viewer',
    descriptionKey: 'role_viewer_description',
    description: 'Reads everything and changes nothing.',
    permissions: VIEWER_PERMISSIONS,
  },
];
