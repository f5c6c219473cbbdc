/** Input of UsersService.createUser (demo seed, tests; admins invite through POST /api/v1/users). */
export interface CreateUserInput {
  customerId: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locationId?: number | null;
  mobile?: string | null;
  jobTitle?: string | null;
  /** Further customers the user may act for; the home customer is always a membership. */
  extraCustomerIds?: number[];
  /** Roles granted in every one of those customers (SEEDED_ROLE_IDS or customer roles). */
  roleIds?: number[];
  /** Limits those roles to one location (default: all locations). */
  roleLocationId?: number | null;
}
