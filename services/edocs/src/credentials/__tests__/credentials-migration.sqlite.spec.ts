import { DataSource } from 'typeorm';
import { CertAutomationEventEntity, CertRequirementConfigEntity, CredentialEventEntity, PendingAtsActionEntity } from '../../certification-requirements/entities';
import { ApplicantCredentialEntity, CredentialTypeEntity } from '../entities';
import { CreateCredentials1798810000000 } from '../migrations/1798810000000-create-credentials';

// `npm start` runs on SQLite: the migration must create what the entities read and drop it again.
describe('the credentials migration on SQLite', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = new DataSource({
      type: 'better-sqlite3', database: ':memory:', migrations: [CreateCredentials1798810000000],
      entities: [CredentialTypeEntity, ApplicantCredentialEntity, CertRequirementConfigEntity, CertAutomationEventEntity, CredentialEventEntity, PendingAtsActionEntity],
    });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  it('stores and reads every table through its entity, keeps an event unique per occurrence, and goes down', async () => {
    const now = new Date();
    const type = await ds.getRepository(CredentialTypeEntity).save({ customer_id: 1, name: 'RN', alt_id: 'RN', description: null, created: now, updated: now });
    expect(type).toMatchObject({ credential_id: 1, active: 1, has_back: 0 });
    const cred = await ds.getRepository(ApplicantCredentialEntity).save({ customer_id: 1, applicant_id: 5, credential_id: type.credential_id, status: 'UPLOADED', expiration_date: '2030-01-31', last_modified_date: now });
    expect((await ds.getRepository(ApplicantCredentialEntity).findOneByOrFail({ id: cred.id })).expiration_date).toBe('2030-01-31');
    await ds.getRepository(CertRequirementConfigEntity).save({ customer_id: 1, customer_location_id: null, entity_type: 'job', entity_id: 3, credential_id: 1, events: '[]', updated: now });
    await ds.getRepository(CertAutomationEventEntity).save({ customer_id: 1, status_id: 1, action_ids: '[1]' });
    await ds.getRepository(PendingAtsActionEntity).save({ customer_id: 1, apl_credential_id: cred.id, kind: 'update_status', credential_status: 'UPLOADED', status: 'pending', created: now });
    const event = { customer_id: 1, apl_credential_id: cred.id, status_id: 2, occurrence: '2030-01-31', action_ids: '[1]', created: now };
    await ds.getRepository(CredentialEventEntity).insert(event);
    await expect(ds.getRepository(CredentialEventEntity).insert(event)).rejects.toThrow(/UNIQUE/);
    await ds.undoLastMigration();
    const tables = (await ds.query("SELECT name FROM sqlite_master WHERE type = 'table' AND (name LIKE 'crt_%' OR name LIKE '%credential%')")) as unknown[];
    expect(tables).toEqual([]);
  });
});
