// Test-only (not exported from the package): puts an access answer into a store as if GET /api/v1/users/me answered.
import type { Permission, StaffAccessDto } from '@attest/contracts';
import { createAppStore, type AppStore } from '../../api/store';
import { getSession, setStaffSession } from '../../session/session';
import { staffAccessApi } from '../api/staff-access-api';

export function staffAccess(permissions: Permission[], overrides: Partial<StaffAccessDto> = {}): StaffAccessDto {
  return {
    user_id: 3,
    customer_id: 1,
    full_name: 'Sam Staff',
    email: 'sam@acme.test',
    permissions,
    location_ids: null,
    mfa_enabled: false,
    ...overrides,
  };
}

/** Seeds the answer for the staff session stored now (set the session first). */
export async function seedStaffAccess(store: AppStore, access: StaffAccessDto): Promise<void> {
  const { userId, customerId } = getSession();
  if (!userId || !customerId) {
    throw new Error('seedStaffAccess: set a staff session first');
  }
  await store.dispatch(staffAccessApi.util.upsertQueryData('getStaffAccess', { userId, customerId }, access));
}

/** Signs in staff user 3 of customer 1 (acme) and gives a new store that already knows their access. */
export async function signedInStaffStore(
  permissions: Permission[],
  overrides: Partial<StaffAccessDto> = {},
): Promise<AppStore> {
  setStaffSession({ access_token: 'tok-u', user_id: 3, customer_id: 1, customer_code: 'acme' });
  const store = createAppStore();
  await seedStaffAccess(store, staffAccess(permissions, overrides));
  return store;
}
