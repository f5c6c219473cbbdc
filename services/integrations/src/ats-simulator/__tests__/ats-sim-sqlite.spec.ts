import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { formsDataParts, JobCategoryEntity } from '@attest/forms';
import { mergeDataParts, platformDataParts, type AppConfig } from '@attest/platform';
import { RestAtsConnector, SIMULATOR_PATHS } from '../../ats/rest-ats-connector';
import { AtsRestClient } from '../../ats/ats-rest-client';
import { integrationsDataParts } from '../../integrations-data';
import { runCategorySync } from '../../sync/category-sync';
import { AtsSimulatorServer } from '../ats-sim-server';
import { seedAtsSimulator } from '../ats-sim-seed';

// The embedded default runs on SQLite: the simulator's tables, its conditional fault decrement and change
// log, and the category sync's writes must work there too (MariaDB is covered by the integration suite).
describe('ATS simulator and category sync on SQLite', () => {
  let ds: DataSource;
  let sim: AtsSimulatorServer;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, formsDataParts, integrationsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
    sim = new AtsSimulatorServer(ds, { signingSecret: 'x'.repeat(32) } as AppConfig);
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  const connector = () => {
    const creds = sim.credentials(7);
    return new RestAtsConnector('simulator', new AtsRestClient({ transport: (r) => sim.handle(r), clientId: creds.client_id, clientSecret: creds.client_secret, sleep: async () => undefined }), SIMULATOR_PATHS);
  };

  it('seeds the demo once, pages, logs changes and takes forced faults one call at a time', async () => {
    expect(await seedAtsSimulator(sim, 7)).toBe(true);
    expect(await seedAtsSimulator(sim, 7)).toBe(false);
    const ats = connector();
    expect((await ats.jobOrders()).map((j) => j.id)).toHaveLength(8);
    const cursor = await ats.latestCursor();
    await sim.remove(7, 'joborders', 4001);
    expect((await ats.changesSince(cursor, ['joborders'])).changes).toEqual([{ seq: cursor + 1, entity: 'joborders', id: '4001', change: 'DELETED' }]);
    await sim.setFaults(7, { status: 429, count: 2, retry_after_s: 3 });
    expect(await ats.industries()).toHaveLength(4);
    expect(ats.http.retries).toBe(2);
    expect(ats.http.waitedMs).toBe(6000);
    expect((await sim.status(7)).fail_count).toBe(0);
  });

  it('runs the category sync: three parts, then nothing to change', async () => {
    const parts: number[] = [];
    const first = await runCategorySync(ds, 7, connector(), async (p) => void parts.push(p.index));
    expect(parts).toEqual([1, 2, 3]);
    expect(first).toMatchObject({ inserted: 22, failed: 0 });
    expect(await ds.getRepository(JobCategoryEntity).countBy({ customer_id: 7 })).toBe(4);
    expect(await runCategorySync(ds, 7, connector(), async () => undefined)).toMatchObject({ inserted: 0, updated: 0, deleted: 0, failed: 0 });
  });
});
