import { DataSource } from 'typeorm';
import { AuthTokenEntity, mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantEntity } from '../../applicant-record/entities';
import { ApplicantInfoService } from '../applicant-info.service';

// The embedded default (`npm start`) runs on SQLite, which refuses a Date bound in raw SQL: the debug info's
// open-session count once answered 500 there (MariaDB, in applicant-admin.integration-spec, accepted it).
describe('applicant debug info on SQLite', () => {
  let ds: DataSource;
  const auth: AuthContext = { party: 'user', customerId: 1, tokenId: 1, userId: 1, locationIds: null };

  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('counts the applicant’s open sessions only: not expired, not revoked, not another kind or customer', async () => {
    const now = Date.now();
    const { applicant_id: id } = await ds.getRepository(ApplicantEntity).save({ customer_id: 1, first_name: 'Dana', last_name: 'Demo', email: 'dana@acme.test', date_registered: new Date(now), last_updated: new Date(now) });
    const token = (n: number, over: Partial<AuthTokenEntity>) => ({
      token_hash: `h${n}`.padEnd(64, '0'), kind: 'access' as const, party: 'applicant' as const, subject_id: id, customer_id: 1,
      issued_by_user_id: null, expires_at: new Date(now + 3600_000), used_at: null, revoked_at: null, created_at: new Date(now), ...over,
    });
    await ds.getRepository(AuthTokenEntity).insert([
      token(1, {}),
      token(2, {}),
      token(3, { expires_at: new Date(now - 1000) }),
      token(4, { revoked_at: new Date(now) }),
      token(5, { kind: 'refresh' as never }),
      token(6, { customer_id: 2 }),
    ]);
    const info = await new ApplicantInfoService(ds).debugInfo(auth, 1, id);
    expect(info).toMatchObject({ applicant_id: id, open_sessions: 2 });
  });
});
