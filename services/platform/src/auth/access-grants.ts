import type { Permission } from '@attest/contracts';

/** What a staff user may do in one customer: the union of their roles there. */
export interface StaffGrants {
  permissions: ReadonlySet<Permission>;
  /** null: every location of the customer; otherwise only these (a user with no role there has []). */
  locationIds: number[] | null;
}

