import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from '../validation/email';
import { passwordProblem } from '../validation/password';
import { isPermission, type Permission } from './permissions';

const email = string()
  .trim()
  .required('required_field')
  .max(254, 'es_max')
  .test('no-at-start', 'es_disallow_starting_with_at_symbol', (v) => !v?.startsWith('@'))
  .matches(EMAIL_PATTERN, 'invalid_email');
const name = string().trim().required('required_field').max(100, 'es_max');
const optionalText = (max: number) => string().trim().max(max, 'es_max').nullable().default(null);
const id = number().typeError('number_validator').integer('interger_validator').positive('invalid_entry');
const countryCode = string().trim().uppercase().matches(/^[A-Z]{2}$/, 'invalid_entry').nullable().default(null);

/** POST /api/v1/users: invite a staff user (they set their own password from the emailed link). */
export const createUserSchema = object({
  email,
  first_name: name,
  last_name: name,
  mobile: optionalText(32),
  job_title: optionalText(100),
  location_id: id.nullable().default(null),
  country_code: countryCode,
  /** Roles to grant at once (in the active customer, optionally limited to a location). */
  roles: array(object({ role_id: id.required('required_field'), location_id: id.nullable().default(null) }).noUnknown(true, 'unknown_field'))
    .max(20, 'es_max')
    .default([]),
}).noUnknown(true, 'unknown_field');
export type CreateUserBody = InferType<typeof createUserSchema>;

/** PUT /api/v1/users/{id}: only the fields sent change. */
export const updateUserSchema = object({
  first_name: name.optional(),
  last_name: name.optional(),
  mobile: string().trim().max(32, 'es_max').nullable().optional(),
  job_title: string().trim().max(100, 'es_max').nullable().optional(),
  location_id: id.nullable().optional(),
  country_code: string().trim().uppercase().matches(/^[A-Z]{2}$/, 'invalid_entry').nullable().optional(),
  active: boolean().typeError('invalid_entry').optional(),
}).noUnknown(true, 'unknown_field');
export type UpdateUserBody = InferType<typeof updateUserSchema>;

/** POST /api/v1/users/bulkAdd: several invitations at once; each row is checked on its own. */
export const bulkAddUsersSchema = object({
  users: array(createUserSchema).min(1, 'required_field').max(200, 'es_max').required('required_field'),
}).noUnknown(true, 'unknown_field');
export type BulkAddUsersBody = InferType<typeof bulkAddUsersSchema>;

/** PUT /api/v1/users/{id}/settings: a flat map of small string values. */
export const userSettingsSchema = object({
  settings: mixed<Record<string, string>>()
    .required('required_field')
    .test('flat', 'invalid_entry', (v) => {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        return false;
      }
      const entries = Object.entries(v);
      return entries.length <= 50 && entries.every(([k, val]) => /^[a-z][a-z0-9_]{0,63}$/.test(k) && typeof val === 'string' && val.length <= 1000);
    }),
}).noUnknown(true, 'unknown_field');
export type UserSettingsBody = InferType<typeof userSettingsSchema>;

export const userExternalIdSchema = object({
  system: string().trim().required('required_field').max(64, 'es_max'),
  external_id: string().trim().required('required_field').max(128, 'es_max'),
}).noUnknown(true, 'unknown_field');
export type UserExternalIdBody = InferType<typeof userExternalIdSchema>;

const permissions = array(string().required())
  .default([])
  .test('known', 'invalid_entry', (v) => (v ?? []).every((p) => isPermission(p)))
  .max(100, 'es_max');

/** POST /api/v1/roles[?copyFrom=] and PUT /api/v1/roles/{id}. */
export const roleSchema = object({
  name,
  description: optionalText(500),
  permissions,
}).noUnknown(true, 'unknown_field');
export type RoleBody = Omit<InferType<typeof roleSchema>, 'permissions'> & { permissions: Permission[] };

/** With ?copyFrom the permissions default to the copied role's; a name is still needed. */
export const copyRoleSchema = object({
  name,
  description: optionalText(500),
  permissions: permissions.optional().default(undefined),
}).noUnknown(true, 'unknown_field');

/** POST /api/v1/userroles and PUT /api/v1/userroles/{id}. */
export const userRoleSchema = object({
  user_id: id.required('required_field'),
  role_id: id.required('required_field'),
  location_id: id.nullable().default(null),
}).noUnknown(true, 'unknown_field');
export type UserRoleBody = InferType<typeof userRoleSchema>;

/** POST /api/v1/users/accept-invitation: the link's token and the new password. */
export const acceptInvitationSchema = object({
  token: string().required('required_field').max(200, 'es_max'),
  password: string()
    .required('required_field')
    .test('policy', (v, ctx) => {
      const problem = passwordProblem(v);
      return problem ? ctx.createError({ message: problem }) : true;
    }),
}).noUnknown(true, 'unknown_field');
