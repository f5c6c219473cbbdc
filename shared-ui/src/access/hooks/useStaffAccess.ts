import { useCallback } from 'react';
import type { Permission, StaffAccessDto } from '@attest/contracts';
import { getSession } from '../../session/session';
import { useGetStaffAccessQuery, type StaffAccessArgs } from '../api/staff-access-api';
import { hasPermission } from '../permission-check';

export interface StaffAccessState {
  /** The answer for the current user and customer; undefined while loading, on failure and for applicants. */
  access: StaffAccessDto | undefined;
  /** A staff session is active (the query runs). */
  isStaff: boolean;
  /** A staff session whose answer for the current customer has not arrived yet. */
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The staff session's user and active customer, or null for an applicant or no session. */
function staffAccessArgs(): StaffAccessArgs | null {
  const session = getSession();
  if (session.party !== 'user' || !session.accessToken || !session.userId || !session.customerId) {
    return null;
  }
  return { userId: session.userId, customerId: session.customerId };
}

/**
 * `GET /api/v1/users/me` for the signed-in staff user in the active customer: name, permissions,
 * locations. Skipped for applicants and without a session. Reads `currentData`, so after a customer
 * switch nothing of the previous customer's answer is shown while the new one loads.
 */
export function useStaffAccess(): StaffAccessState {
  const args = staffAccessArgs();
  const query = useGetStaffAccessQuery(args ?? { userId: '', customerId: '' }, { skip: args === null });
  const isStaff = args !== null;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => {
    if (isStaff) {
      // A skipped query cannot be refetched (RTK Query throws); there is nothing to ask for then.
      void refetchQuery();
    }
  }, [isStaff, refetchQuery]);
  return {
    access: isStaff ? query.currentData : undefined,
    isStaff,
    isLoading: isStaff && query.currentData === undefined && !query.isError,
    isError: isStaff && query.isError,
    refetch,
  };
}

/** A checker for several permissions at once (e.g. to filter a list); false while loading and for applicants. */
export function usePermissionCheck(): (permission: Permission) => boolean {
  const { access } = useStaffAccess();
  return useCallback((permission: Permission) => hasPermission(access, permission), [access]);
}

/** Whether the signed-in staff user may do this; false while loading and for applicants. */
export function useCan(permission: Permission): boolean {
  return hasPermission(useStaffAccess().access, permission);
}
