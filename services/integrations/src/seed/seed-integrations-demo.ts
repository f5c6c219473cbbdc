import { DataSource } from 'typeorm';
import { AuditService, CustomerConfigService, type AppConfig } from '@attest/platform';
import { ATS_CONFIG_KEYS } from '../ats/ats-config';
import { seedAtsSimulator } from '../ats-simulator/ats-sim-seed';
import { AtsSimulatorServer } from '../ats-simulator/ats-sim-server';
import { WOTC_ENABLED_KEY } from '../wotc/wotc-adapter';

/**
 * The demo customer offers the WOTC screening (through the built-in simulator) and has a simulated ATS with
 * demo data whose job orders sync every 15 minutes (decision 0046). Idempotent.
 */
export async function seedIntegrationsDemo(ds: DataSource, customerId: number): Promise<void> {
  const config = new CustomerConfigService(ds, new AuditService(ds));
  if ((await config.get(customerId, WOTC_ENABLED_KEY)) === null) {
    await config.setForCustomer(customerId, WOTC_ENABLED_KEY, 'true');
  }
  if ((await config.get(customerId, ATS_CONFIG_KEYS.syncEnabled)) === null) {
    await config.setForCustomer(customerId, ATS_CONFIG_KEYS.syncEnabled, 'true');
  }
  // Seeding writes records only; the signing secret (OAuth client secrets) is not used here.
  await seedAtsSimulator(new AtsSimulatorServer(ds, { signingSecret: '' } as AppConfig), customerId);
}
