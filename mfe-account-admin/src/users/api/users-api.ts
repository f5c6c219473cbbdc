import type {
  CreateUserBody,
  CstUserDto,
  UpdateUserBody,
  UserExternalIdBody,
  UserRoleBody,
  UserRoleDto,
} from '@attest/contracts';
import { api } from '@attest/shared-ui';

export interface BulkAddFailure {
  index: number;
  email: string;
  messageKey: string;
  fields?: Record<string, string>;
}

export interface BulkAddAnswer {
  created: CstUserDto[];
  failed: BulkAddFailure[];
}

export interface UserExternalId {
  id: number;
  system: string;
  external_id: string;
}

type UserId = number;

const user = (id: UserId) => ({ type: 'User' as const, id });

/**
 * Staff users, their roles, settings and external ids (issue 11). Every write also invalidates the
 * audit log, which records it. Role assignments change a user's `roles`, so they refresh the user too.
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<CstUserDto[], { invitations: boolean }>({
      query: ({ invitations }) => `/api/v1/users${invitations ? '?invitations=true' : ''}`,
      providesTags: (result) => ['UserList', ...(result ?? []).map((u) => user(u.user_id))],
    }),
    getUser: build.query<CstUserDto, UserId>({
      query: (id) => `/api/v1/users/${id}`,
      providesTags: (_result, _error, id) => [user(id)],
    }),
    createUser: build.mutation<CstUserDto, CreateUserBody>({
      query: (body) => ({ url: '/api/v1/users', method: 'POST', body }),
      invalidatesTags: ['UserList', 'AuditLog'],
    }),
    bulkAddUsers: build.mutation<BulkAddAnswer, { users: CreateUserBody[] }>({
      query: (body) => ({ url: '/api/v1/users/bulkAdd', method: 'POST', body }),
      invalidatesTags: ['UserList', 'AuditLog'],
    }),
    updateUser: build.mutation<CstUserDto, { id: UserId; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/users/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [user(id), 'UserList', 'AuditLog'],
    }),
    deactivateUser: build.mutation<void, UserId>({
      query: (id) => ({ url: `/api/v1/users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [user(id), 'UserList', 'AuditLog'],
    }),
    resendInvitation: build.mutation<void, UserId>({
      query: (id) => ({ url: `/api/v1/users/${id}/invitation`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [user(id), 'UserList', 'AuditLog'],
    }),
    getUserSettings: build.query<{ settings: Record<string, string> }, UserId>({
      query: (id) => `/api/v1/users/${id}/settings`,
      providesTags: (_result, _error, id) => [{ type: 'UserSettings', id }],
    }),
    saveUserSettings: build.mutation<
      { settings: Record<string, string> },
      { id: UserId; settings: Record<string, string> }
    >({
      query: ({ id, settings }) => ({
        url: `/api/v1/users/${id}/settings`,
        method: 'PUT',
        body: { settings },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'UserSettings', id }, 'AuditLog'],
    }),
    getExternalIds: build.query<UserExternalId[], UserId>({
      query: (id) => `/api/v1/users/${id}/external-ids`,
      providesTags: (_result, _error, id) => [{ type: 'UserExternalIds', id }],
    }),
    addExternalId: build.mutation<UserExternalId, { id: UserId; body: UserExternalIdBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/users/${id}/external-ids`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'UserExternalIds', id }, 'AuditLog'],
    }),
    deleteExternalId: build.mutation<void, { id: UserId; externalId: number }>({
      query: ({ id, externalId }) => ({
        url: `/api/v1/users/${id}/external-ids/${externalId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'UserExternalIds', id }, 'AuditLog'],
    }),
    getUserRoles: build.query<UserRoleDto[], UserId>({
      query: (userId) => `/api/v1/userroles/user/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'UserRoles', id: userId }],
    }),
    addUserRole: build.mutation<UserRoleDto, UserRoleBody>({
      query: (body) => ({ url: '/api/v1/userroles', method: 'POST', body }),
      invalidatesTags: (_result, _error, { user_id }) => [
        { type: 'UserRoles', id: user_id },
        user(user_id),
        'UserList',
        'AuditLog',
      ],
    }),
    updateUserRole: build.mutation<UserRoleDto, { id: number; body: UserRoleBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/userroles/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { body }) => [
        { type: 'UserRoles', id: body.user_id },
        user(body.user_id),
        'UserList',
        'AuditLog',
      ],
    }),
    removeUserRole: build.mutation<void, { id: number; userId: UserId }>({
      query: ({ id }) => ({ url: `/api/v1/userroles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'UserRoles', id: userId },
        user(userId),
        'UserList',
        'AuditLog',
      ],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useBulkAddUsersMutation,
  useUpdateUserMutation,
  useDeactivateUserMutation,
  useResendInvitationMutation,
  useGetUserSettingsQuery,
  useSaveUserSettingsMutation,
  useGetExternalIdsQuery,
  useAddExternalIdMutation,
  useDeleteExternalIdMutation,
  useGetUserRolesQuery,
  useAddUserRoleMutation,
  useUpdateUserRoleMutation,
  useRemoveUserRoleMutation,
} = usersApi;

export type UserStatus = 'active' | 'invited' | 'deactivated';

/** Invited until the invitation is accepted; a deactivated user stays deactivated whatever the invitation. */
export function userStatus(u: Pick<CstUserDto, 'active' | 'invitation_pending'>): UserStatus {
  if (!u.active) {
    return 'deactivated';
  }
  return u.invitation_pending ? 'invited' : 'active';
}
