import { randomBytes } from 'crypto';
import * as os from 'os';
import * as path from 'path';
import { DataSource } from 'typeorm';
import { ApplicantEntity, applicantDataParts } from '@attest/applicant';
import { AuditService, configureFieldCipher, CustomerConfigService, LocalDiskStorage, mergeDataParts, platformDataParts } from '@attest/platform';
import { citizenSection1, passportSection2 } from '../../__tests__/compliance-test-app';
import { complianceDataParts } from '../../compliance-data';
import { I9RecordsService } from '../../records/i9-records.service';
import { lockRecord } from '../../records/record-lock';
import { RevisionsService } from '../../records/revisions.service';
import type { Actor } from '../../shared/actor';
import { TrailService } from '../../trail/trail.service';
import { EverifyPhotoStore } from '../cases/case-photo-store';
import { EverifyCaseSource } from '../cases/case-source';
import { caseRepo } from '../cases/case-store';
import { EverifyAccess } from '../cases/everify-access';
import { EverifyCasesService } from '../cases/everify-cases.service';
import { EverifyCaseSyncService } from '../jobs/everify-case-sync.service';
import { EverifySimulatorService } from '../simulator/everify-simulator.service';
import { SimulatorEverifyAdapter } from '../simulator/simulator.adapter';
import { SimulatorSettingsService } from '../simulator/simulator-settings.service';

const actor: Actor = { party: 'user', id: 1, name: 'Carla Officer', actingUserId: null, ip: null };
const CUSTOMER = 3;

// The embedded default runs on SQLite: E-Verify's migrations, the simulator (its own transaction inside the
// case's) and a submission with an outage must work there too (MariaDB: the integration suites).
describe('E-Verify on SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    configureFieldCipher(randomBytes(32));
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', ...mergeDataParts(platformDataParts, applicantDataParts, complianceDataParts) });
    await ds.initialize();
    await ds.runMigrations();
  });
  afterAll(async () => ds?.destroy());

  it('sends a case from a signed I-9 through an outage to Employment Authorized, opening it once', async () => {
    const now = new Date();
    const applicant = await ds.getRepository(ApplicantEntity).save({ customer_id: CUSTOMER, email: 'ada@example.test', first_name: 'Ada', last_name: 'Lovelace', verified: 1, date_registered: now, last_updated: now, location_id: 4 });
    const trail = new TrailService(ds);
    const revisions = new RevisionsService();
    const recordId = await new I9RecordsService(ds, trail, revisions).ensureCurrent(applicant, actor);
    const firstDay = now.toISOString().slice(0, 10);
    await ds.transaction(async (m) => {
      const record = await lockRecord(m, CUSTOMER, recordId);
      await revisions.insertSigned(m, record, 'section1', citizenSection1({ i9_ssn: '123456780' }), actor, 'Ada Lovelace');
      await revisions.insertSigned(m, record, 'section2', passportSection2({ first_day_of_employment: firstDay }), actor, 'Carla Officer');
    });
    const settings = new SimulatorSettingsService(ds);
    const sim = new EverifySimulatorService(ds, settings);
    const cases = new EverifyCasesService(ds, new EverifyAccess(new CustomerConfigService(ds, new AuditService(ds))));
    const photos = new EverifyPhotoStore(new LocalDiskStorage(path.join(os.tmpdir(), `everify-sqlite-${randomBytes(4).toString('hex')}`), 'secret'));
    const sync = new EverifyCaseSyncService(ds, new SimulatorEverifyAdapter(sim), cases, new EverifyCaseSource(revisions), photos);
    const c = await caseRepo(ds).insert(CUSTOMER, {
      location_id: 4, applicant_id: applicant.applicant_id, i9_record_id: recordId, status: 'SUBMITTED', pending_action: 'SUBMIT', awaiting_service: 1,
      first_day_of_employment: firstDay, created_by: 1, created_at: now, updated_at: now, version: 1,
    });

    await settings.set(CUSTOMER, { down: true }, null);
    expect(await sync.sync(CUSTOMER, c.id)).toMatchObject({ operation: 'submit', retry: 'everify_unavailable', status: 'SUBMITTED' });
    await settings.set(CUSTOMER, { down: false, lose_answers: 1 }, null);
    // E-Verify opens the case but the answer is lost; the retry gets the same case.
    expect(await sync.sync(CUSTOMER, c.id)).toMatchObject({ operation: 'submit', retry: 'everify_unavailable' });
    expect(await sync.sync(CUSTOMER, c.id)).toMatchObject({ operation: 'submit', retry: null, status: 'CLOSED' });
    expect(await sync.sync(CUSTOMER, c.id)).toMatchObject({ operation: null, changed: false });
    expect(await ds.query('SELECT COUNT(*) AS n FROM everify_sim_cases')).toEqual([{ n: 1 }]);
    const [row] = (await ds.query('SELECT status, closure_statement, case_number, awaiting_service FROM everify_cases')) as Record<string, unknown>[];
    expect(row).toMatchObject({ status: 'CLOSED', closure_statement: 'EMPLOYEE_CONTINUES_WORKING_AFTER_EA', awaiting_service: 0 });
    const [simRow] = (await ds.query('SELECT case_number, ssn FROM everify_sim_cases')) as { case_number: string; ssn: string }[];
    expect(simRow.case_number).toBe(row.case_number);
    expect(simRow.ssn).not.toContain('123456780');
  });
});
