import { DataSource } from 'typeorm';
import { TERMS_OF_SERVICE_VERSION } from '@attest/contracts';
import { AuditLogEntity, AuditService, mergeDataParts, platformDataParts, type AuthContext } from '@attest/platform';
import { applicantDataParts } from '../../applicant-data';
import { ApplicantEntity } from '../../applicant-record/entities';
import { TermsOfServiceService } from '../terms-of-service.service';

// The embedded default (`npm start`) runs on SQLite: the acceptance (props upsert, the row lock skipped there,
// the audit row) must work on it as on MariaDB (terms-of-service.integration-spec).
describe('terms of service on SQLite', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => {
    await ds?.destroy();
  });

  it('reads, accepts once and answers the acceptance again without writing', async () => {
    const now = new Date();
    const { applicant_id: id } = await ds.getRepository(ApplicantEntity).save({ customer_id: 1, first_name: 'Ben', last_name: 'Bulk', email: 'ben@acme.test', date_registered: now, last_updated: now });
    const auth: AuthContext = { party: 'applicant', customerId: 1, applicantId: id, tokenId: 1 };
    const service = new TermsOfServiceService(ds, new AuditService(ds));
    expect(await service.status(auth, id)).toMatchObject({ accepted: false, accepted_current: false, can_accept: true });
    const first = await service.accept(auth, id, TERMS_OF_SERVICE_VERSION);
    expect(first).toMatchObject({ accepted: true, accepted_current: true, version: TERMS_OF_SERVICE_VERSION });
    const second = await service.accept(auth, id, TERMS_OF_SERVICE_VERSION);
    expect(second.accepted_at).toBe(first.accepted_at);
    expect(await ds.getRepository(AuditLogEntity).countBy({ entity: 'applicant', entity_id: String(id), action: 'accept_terms' })).toBe(1);
    await expect(service.accept(auth, id, '2020-01-01')).rejects.toMatchObject({ messageKey: 'terms_version_outdated' });
  });
});
