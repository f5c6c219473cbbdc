import { DataSource } from 'typeorm';
import { applicantDataParts } from '@attest/applicant';
import { mergeDataParts, platformDataParts } from '@attest/platform';
import { talentDataParts } from '@attest/talent';

/**
 * An in-memory SQLite database with the applicant and talent tables migrated, for the demo seeds' specs
 * (`npm start` runs SQLite): registers its own beforeAll/afterAll and answers a getter.
 */
export function useTalentSqlite(): () => DataSource {
  let ds: DataSource | undefined;
  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, talentDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });
  return () => {
    if (!ds) {
      throw new Error('the SQLite database is not open yet');
    }
    return ds;
  };
}
