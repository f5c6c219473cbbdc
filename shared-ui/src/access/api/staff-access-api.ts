import type { StaffAccessDto } from '@attest/contracts';
import { api } from '../../api/api';

/**
 * The cache key of the access answer. The headers come from the session (one base query), but the key
 * names the user and the active customer, so switching customer (X-Request-Customer-Id) is a new query
 * and never reads the previous customer's permissions.
 */
export interface StaffAccessArgs {
  userId: string;
  customerId: string;
}

export const staffAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffAccess: build.query<StaffAccessDto, StaffAccessArgs>({
      // no-store: a page reload after a role change must ask the server, not the HTTP cache.
      query: () => ({ url: '/api/v1/users/me', cache: 'no-store' }),
      // Role changes of this user (users page: the 'User' tag) and role edits refresh it at once.
      providesTags: (_result, _error, { userId }) => ['StaffAccess', { type: 'User', id: Number(userId) }, 'RoleList'],
    }),
    /** The customers the signed-in staff user may work for (the customer switch). */
    getAvailableCustomers: build.query<AvailableCustomer[], { userId: string }>({
      query: () => ({ url: '/api/v1/users/availablecustomers' }),
    }),
  }),
});

export interface AvailableCustomer {
  customer_id: number;
  customer_code: string;
  name: string;
}

export const { useGetStaffAccessQuery, useGetAvailableCustomersQuery } = staffAccessApi;
