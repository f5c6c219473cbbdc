import { Module, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApplicantEntity, ApplicantFedTaxEntity, applicantDataParts } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { identityDataParts } from '@attest/identity';
import { CustomerConfigService, PlatformModule, type AppConfig } from '@attest/platform';
import { client, grantRole, sessionFor, startTestApp, type Session, type TestApp } from '@attest/platform/testing';
import { complianceDataParts } from '../compliance-data';
import { ComplianceModule } from '../compliance.module';

export const ACME = 1;
export const GLOBEX = 2;
export const HQ = 10;
export const WEST = 11;

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, complianceDataParts]), ComplianceModule] })
  class ComplianceTestModule {}
  return ComplianceTestModule;
}

export interface ComplianceKit {
  t: TestApp;
  ds: DataSource;
  call: ReturnType<typeof client>;
  ada: ApplicantEntity;
  /** An applicant of the west location. */
  wes: ApplicantEntity;
  eve: ApplicantEntity;
  adaSession: Session;
  wesSession: Session;
  eveSession: Session;
  admin: Session;
  recruiter: Session;
  compliance: Session;
  viewer: Session;
  /** A Compliance officer whose role is limited to the west location. */
  westCompliance: Session;
  globexAdmin: Session;
  setConfig(customerId: number, name: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** The compliance module on a fresh MariaDB database: applicants of two customers and staff of every seeded role. */
export async function startCompliance(): Promise<ComplianceKit> {
  const t = await startTestApp(moduleFor, { env: { TRUST_PROXY: 'true' } });
  const ds = t.app.get(DataSource);
  const ada = await insertApplicant(t.app, ACME, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', location_id: HQ });
  const wes = await insertApplicant(t.app, ACME, { first_name: 'Wes', last_name: 'Western', email: 'wes@acme.test', location_id: WEST });
  const eve = await insertApplicant(t.app, GLOBEX, { first_name: 'Eve', last_name: 'Other', email: 'eve@globex.test', location_id: 20 });
  await grantRole(t.app, 906, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER, WEST);
  const config = t.app.get(CustomerConfigService);
  return {
    t,
    ds,
    call: client(t.baseUrl),
    ada,
    wes,
    eve,
    adaSession: await sessionFor(t.app, 'applicant', ada.applicant_id, ACME),
    wesSession: await sessionFor(t.app, 'applicant', wes.applicant_id, ACME),
    eveSession: await sessionFor(t.app, 'applicant', eve.applicant_id, GLOBEX),
    admin: await sessionFor(t.app, 'user', 900, ACME),
    recruiter: await sessionFor(t.app, 'user', 901, ACME, SEEDED_ROLE_IDS.RECRUITER),
    compliance: await sessionFor(t.app, 'user', 902, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER),
    viewer: await sessionFor(t.app, 'user', 903, ACME, SEEDED_ROLE_IDS.VIEWER),
    westCompliance: await sessionFor(t.app, 'user', 906, ACME, null),
    globexAdmin: await sessionFor(t.app, 'user', 905, GLOBEX),
    setConfig: (customerId, name, value) => config.setForCustomer(customerId, name, value),
    close: () => t.close(),
  };
}

export async function insertApplicant(app: INestApplication, customerId: number, fields: Partial<ApplicantEntity>): Promise<ApplicantEntity> {
  const now = new Date();
  return app.get(DataSource).getRepository(ApplicantEntity).save({ customer_id: customerId, date_registered: now, last_updated: now, verified: 1, ...fields });
}

export async function setFedTax(app: INestApplication, applicant: ApplicantEntity, fields: Partial<ApplicantFedTaxEntity>): Promise<void> {
  await app.get(DataSource).getRepository(ApplicantFedTaxEntity).save({ applicant_id: applicant.applicant_id, customer_id: applicant.customer_id, fed_id_not_required: 0, ...fields });
}

/** Row count of a table, for "nothing stored" checks. */
export async function countRows(ds: DataSource, table: string, where = '1 = 1'): Promise<number> {
  const [row] = (await ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)) as { n: number | string }[];
  return Number(row.n);
}

/** A Section 1 a U.S. citizen would sign. */
export function citizenSection1(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    i9_last_name: 'Lovelace', i9_first_name: 'Ada', i9_middle_initial: null, i9_no_middle_name: true, i9_other_last_names: null,
    i9_address1: '1 Main Street', i9_address2: null, i9_city: 'Helena', i9_state: 'MT', i9_zip: '59601',
    i9_dob: '1990-12-10', i9_ssn: '123456789', i9_no_ssn: false, i9_email: 'ada@acme.test', i9_phone: null,
    attest_type: 1, uscis_number: null, work_auth_until_date: null, form_i94_num: null, foreign_passport_num: null, foreign_country: null,
    i9_additional_info: null, i9_use_preparer: false, preparers: [],
    ...overrides,
  };
}

/** A Section 2 with a U.S. passport (List A). */
export function passportSection2(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    documents: [{ list: 'A', document_type: 'US_PASSPORT', document_title: 'U.S. Passport', issuing_authority: 'U.S. Department of State', document_number: 'X12345678', expiration_date: '2033-05-01' }],
    first_day_of_employment: new Date().toISOString().slice(0, 10),
    additional_info: null,
    alt_procedure_used: false,
    employer_last_name: 'Officer', employer_first_name: 'Carla', employer_title: 'HR Manager',
    business_name: 'Acme Staffing', business_address: '5 Market Street', business_city: 'Helena', business_state: 'MT', business_zip: '59601',
    ...overrides,
  };
}

/** Ada opens her I-9, fills Section 1 and signs it; answers the record id. */
export async function signedSection1(k: ComplianceKit, session = k.adaSession, overrides: Record<string, unknown> = {}): Promise<number> {
  const opened = await k.call('GET', '/api/v1/i9', { session });
  expect(opened.status).toBe(200);
  expect((await k.call('PUT', '/api/v1/i9/section1', { session, body: citizenSection1(overrides) })).status).toBe(200);
  const signed = await k.call('POST', '/api/v1/i9/section1/sign', { session, body: { confirmed: true } });
  expect(signed.status).toBe(200);
  return opened.body.id as number;
}

export { sessionFor };
