/** Input of CustomersService.createCustomer (used by the demo seed and tests). */
export interface CreateCustomerInput {
  code: string;
  name: string;
  /** An 'hq' location is added when none of these is 'hq'. */
  locations?: { code: string; name: string }[];
}
