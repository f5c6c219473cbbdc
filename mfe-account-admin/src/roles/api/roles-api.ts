import type { Permission, PermissionInfo, RoleDto } from '@attest/contracts';
import { api } from '@attest/shared-ui';

export interface RoleWrite {
  name: string;
  description: string | null;
  permissions?: Permission[];
}

const role = (id: number) => ({ type: 'Role' as const, id });

/** Roles of the customer (plus the read-only system roles) and the permission catalogue (issue 11). */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoles: build.query<RoleDto[], void>({
      query: () => '/api/v1/roles',
      providesTags: (result) => ['RoleList', ...(result ?? []).map((r) => role(r.role_id))],
    }),
    getPermissions: build.query<PermissionInfo[], void>({
      query: () => '/api/v1/permissions',
    }),
    /** With copyFrom the new role starts with that role's permissions (unless some are sent). */
    createRole: build.mutation<RoleDto, { body: RoleWrite; copyFrom?: number }>({
      query: ({ body, copyFrom }) => ({
        url: `/api/v1/roles${copyFrom === undefined ? '' : `?copyFrom=${copyFrom}`}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['RoleList', 'AuditLog'],
    }),
    updateRole: build.mutation<RoleDto, { id: number; body: Required<RoleWrite> }>({
      query: ({ id, body }) => ({ url: `/api/v1/roles/${id}`, method: 'PUT', body }),
      // A renamed role shows under its new name in users' role lists.
      invalidatesTags: (_result, _error, { id }) => [
        role(id),
        'RoleList',
        'UserList',
        'UserRoles',
        'AuditLog',
      ],
    }),
  }),
});

export const { useGetRolesQuery, useGetPermissionsQuery, useCreateRoleMutation, useUpdateRoleMutation } =
  rolesApi;
