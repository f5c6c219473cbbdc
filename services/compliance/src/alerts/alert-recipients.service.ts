import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@attest/contracts';
import { AccessGrantsService } from '@attest/platform';

export interface AlertRecipient {
  userId: number;
  email: string;
  firstName: string;
  /** null: every location of the customer. */
  locationIds: number[] | null;
}

export interface CustomerLinks {
  customerCode: string;
  /** location_id → location_code, for the record links. */
  locationCodes: Map<number, string>;
}

/** Who completes Section 2: holders of i9.section2.sign. */
const RESPONSIBLE = PERMISSIONS.I9_SECTION2_SIGN;

/**
 * The staff users responsible for a customer's I-9s and the codes the links need. Identity's tables are
 * read by name (this runs in the worker, which does not load identity's entities); each user's
 * permissions and locations are what the AuthGuard would grant them (AccessGrantsService).
 */
@Injectable()
export class AlertRecipientsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly grants: AccessGrantsService,
  ) {}

  /** Active users (not invited-only) with a role in the customer that holds i9.section2.sign, with their locations. */
  async responsibleStaff(customerId: number): Promise<AlertRecipient[]> {
    const users = (await this.ds.query(
      `SELECT DISTINCT u.user_id AS user_id, u.email AS email, u.first_name AS first_name
         FROM user_roles ur
         JOIN roles r ON r.role_id = ur.role_id AND (r.customer_id IS NULL OR r.customer_id = ur.customer_id)
         JOIN role_permissions rp ON rp.role_id = ur.role_id AND rp.permission = ?
         JOIN cst_users u ON u.user_id = ur.user_id
        WHERE ur.customer_id = ? AND u.active = 1 AND u.invitation_pending = 0
        ORDER BY u.user_id`,
      [RESPONSIBLE, customerId],
    )) as { user_id: number | string; email: string; first_name: string }[];
    const out: AlertRecipient[] = [];
    for (const u of users) {
      const userId = Number(u.user_id);
      const grants = await this.grants.grantsFor(userId, customerId);
      if (grants.permissions.has(RESPONSIBLE)) {
        out.push({ userId, email: u.email, firstName: u.first_name, locationIds: grants.locationIds });
      }
    }
    return out;
  }

  /** The customer's code and its locations' codes; null when the customer is unknown or inactive. */
  async linksOf(customerId: number): Promise<CustomerLinks | null> {
    const [customer] = (await this.ds.query('SELECT customer_code, active FROM customers WHERE id = ?', [customerId])) as { customer_code: string; active: number | string }[];
    if (!customer || !Number(customer.active)) {
      return null;
    }
    const locations = (await this.ds.query('SELECT location_id, location_code FROM locations WHERE customer_id = ?', [customerId])) as { location_id: number | string; location_code: string }[];
    return { customerCode: customer.customer_code, locationCodes: new Map(locations.map((l) => [Number(l.location_id), l.location_code])) };
  }
}
