import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { CustomerConfigService, AuditService, mergeDataParts, platformDataParts, type AppConfig } from '@attest/platform';
import { integrationsDataParts } from '../integrations-data';
import { seedIntegrationsDemo } from '../seed/seed-integrations-demo';
import { SimOrderClosed, WotcSimulator } from '../wotc/simulator/wotc-simulator';
import { WotcOrderEntity } from '../wotc/wotc-order.entity';

// The embedded default runs on SQLite: the same migration, the demo seed and the simulator's
// conditional updates must work there (MariaDB is covered by the integration suites).
describe('integrations schema, demo seed and WOTC simulator on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, integrationsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('switches wotc_enabled on for the demo customer, once, without overriding a later choice', async () => {
    const config = new CustomerConfigService(ds, new AuditService(ds));
    expect(await config.flag(7, 'wotc_enabled')).toBe(false);
    await seedIntegrationsDemo(ds, 7);
    await seedIntegrationsDemo(ds, 7);
    expect(await config.flag(7, 'wotc_enabled')).toBe(true);
    expect(await config.flag(8, 'wotc_enabled')).toBe(false);
    await config.setForCustomer(7, 'wotc_enabled', 'false');
    await seedIntegrationsDemo(ds, 7);
    expect(await config.flag(7, 'wotc_enabled')).toBe(false);
  });

  it('keeps simulated orders: INIT → COMPLETE once, answers as JSON; a nameless candidate is ERROR', async () => {
    const sim = new WotcSimulator(ds, { signingSecret: 'sqlite-secret' } as AppConfig);
    const placed = await sim.startSurvey({ customer_id: 7, applicant_id: 1, first_name: 'Ada', last_name: 'Lovelace', email: null });
    expect(placed).toMatchObject({ status: 'INIT', error_code: null });
    expect(await sim.finish(placed.order_id, { snap: 'yes' })).toBe('COMPLETE');
    await expect(sim.finish(placed.order_id, null)).rejects.toEqual(new SimOrderClosed('COMPLETE'));
    expect(await sim.status(placed.order_id)).toEqual({ status: 'COMPLETE', error_code: null, answers: { snap: 'yes' } });
    const failed = await sim.startSurvey({ customer_id: 7, applicant_id: 2, first_name: ' ', last_name: 'X', email: null });
    expect(failed).toEqual({ order_id: failed.order_id, status: 'ERROR', error_code: 'MISSING_APPLICANT_DATA', survey_url: null });
    await expect(sim.finish(failed.order_id, { snap: 'no' })).rejects.toEqual(new SimOrderClosed('ERROR'));
  });

  it('stores our orders with their answers as JSON', async () => {
    const now = new Date();
    const saved = await ds.getRepository(WotcOrderEntity).save({ customer_id: 7, applicant_id: 1, provider: 'simulator', order_id: 'SIM-X', status: 'COMPLETE', error_code: null, answers: { ssi: 'no' }, created_at: now, updated_at: now });
    expect((await ds.getRepository(WotcOrderEntity).findOneByOrFail({ id: saved.id })).answers).toEqual({ ssi: 'no' });
  });
});
