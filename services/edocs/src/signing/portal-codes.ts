import type { DataSource } from 'typeorm';

/**
 * The customer and location codes of the applicant's portal URL. Read with plain SQL because the
 * customers/locations tables belong to identity, which edocs does not import; a process without
 * them (edocs alone) falls back to the numeric customer id and the default location 'hq'.
 */
export async function portalCodes(ds: DataSource, customerId: number, locationId: number | null): Promise<{ customerCode: string; locationCode: string }> {
  let customerCode = String(customerId);
  let locationCode = 'hq';
  try {
    const [c] = (await ds.query('SELECT customer_code FROM customers WHERE id = ?', [customerId])) as { customer_code: string }[];
    customerCode = c?.customer_code ?? customerCode;
    if (locationId !== null) {
      const [l] = (await ds.query('SELECT location_code FROM locations WHERE customer_id = ? AND location_id = ?', [customerId, locationId])) as { location_code: string }[];
      locationCode = l?.location_code ?? locationCode;
    }
  } catch {
    // identity's tables are not in this database (edocs running alone).
  }
  return { customerCode, locationCode };
}
