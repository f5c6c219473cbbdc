import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** Cache tags, declared once so an invalidation in one remote refreshes every remote. */
export const API_TAG_TYPES = [
  'Applicant',
  'ApplicantList',
  'Customer',
  'Languages',
  'SignatureRequests',
  // Issue 11: account admin (users, roles, user roles, audit log).
  'User',
  'UserList',
  'UserRoles',
  'UserSettings',
  'UserExternalIds',
  'Role',
  'RoleList',
  'AuditLog',
  // Issue 11: the signed-in staff user's own access (GET /api/v1/users/me).
  'StaffAccess',
] as const;

/**
 * The one RTK Query API of the product. Remotes add endpoints with `api.injectEndpoints`;
 * a second createApi would keep its own cache and tags would not invalidate across remotes.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
