/** Input of UsersService.createUser (demo seed, tests; the admin screens come later). */
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
}
