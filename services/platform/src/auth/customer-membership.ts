/** Answers which customers a staff user may act for; implemented by the identity service. */
export interface CustomerMembership {
  userCustomerIds(userId: number): Promise<number[]>;
}

export const CUSTOMER_MEMBERSHIP = Symbol('CUSTOMER_MEMBERSHIP');
