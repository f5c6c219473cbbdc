import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { mergeDataParts, platformDataParts } from '@attest/platform';
import { formsDataParts } from '@attest/forms';
import { edocsDataParts } from '../../edocs-data';

const TABLES = [
  'edc_packages', 'edc_package_templates', 'edc_sig_requests', 'edc_sig_request_templates', 'edc_sig_request_events',
  'edc_sign_failures', 'edc_signed_documents',
];

// The migration and the entities must describe the same columns (the entities never synchronize).
describe('signature request tables', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, formsDataParts, edocsDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it.each(TABLES)('%s has every column its entity maps', async (table) => {
    const meta = ds.entityMetadatas.find((m) => m.tableName === table);
    expect(meta).toBeDefined();
    const cols = ((await ds.query(`PRAGMA table_info(${table})`)) as { name: string }[]).map((c) => c.name).sort();
    expect(meta!.columns.map((c) => c.databaseName).sort()).toEqual(cols);
  });
});
