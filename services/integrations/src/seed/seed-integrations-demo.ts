import { DataSource } from 'typeorm';
import { AuditService, CustomerConfigService } from '@attest/platform';
import { WOTC_ENABLED_KEY } from '../wotc/wotc-adapter';

/** The demo customer offers the WOTC screening (through the built-in simulator). Idempotent. */
export async function seedIntegrationsDemo(ds: DataSource, customerId: number): Promise<void> {
  const config = new CustomerConfigService(ds, new AuditService(ds));
  if ((await config.get(customerId, WOTC_ENABLED_KEY)) === null) {
    await config.setForCustomer(customerId, WOTC_ENABLED_KEY, 'true');
  }
}
