import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { mergeDataParts, platformDataParts, type AppConfig } from '@attest/platform';
import { integrationsDataParts } from '../../integrations-data';
import { SurveyProviderSimulator } from '../simulator/survey-provider-simulator';

// The survey provider simulator's conditional updates on the embedded default's SQLite (decision 0044).
describe('survey orders and the survey provider simulator on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, integrationsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('WAITING → IN_PROGRESS when opened → COMPLETE once', async () => {
    const sim = new SurveyProviderSimulator(ds, { signingSecret: 'sqlite-secret' } as AppConfig);
    const placed = await sim.start({ customer_id: 7, applicant_id: 1, first_name: 'Ada', survey_type: 2, entity_id: 3, lang: 'es' });
    expect(placed.status).toBe('WAITING');
    expect(await sim.pageUrl(placed.order_id, 'es')).toMatch(/&lang=es$/);
    await sim.opened(placed.order_id);
    expect(await sim.status(placed.order_id)).toBe('IN_PROGRESS');
    expect(await sim.complete(placed.order_id, 7)).toBe(true);
    expect(await sim.complete(placed.order_id, 2)).toBe(false);
    expect((await sim.find(placed.order_id)).score).toBe(7);
  });
});
