import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { Module } from '@nestjs/common';
import { ApplicantEntity, applicantDataParts } from '@attest/applicant';
import { CustomerConfigService, PlatformModule } from '@attest/platform';
import { client, type Session, startTestApp, type TestApp } from '@attest/platform/testing';
import { DataSource } from 'typeorm';
import { CustomersService } from '../customers/customers.service';
import type { CustomerEntity } from '../customers/entities/customer.entity';
import { identityDataParts } from '../identity-data';
import { IdentityModule } from '../identity.module';
import { LanguagesService } from '../languages/languages.service';
import { UsersService } from '../users/users.service';

export const PASSWORD = 'Correct-Horse-9';
export const STAFF_PASSWORD = 'Staff-Password-42';
/** Sign-up asks for a mobile phone unless the customer sets disable_mobile_phone_signup. */
export const MOBILE = '(555) 123-4567';

export interface IdentityFixture {
  t: TestApp;
  call: ReturnType<typeof client>;
  ds: DataSource;
  acme: CustomerEntity;
  globex: CustomerEntity;
  initech: CustomerEntity;
  /** Recruiter at acme, also a member of initech, not of globex. */
  staffEmail: string;
  close(): Promise<void>;
}

/** A real identity app on a fresh MariaDB database with three customers and one staff user. */
export async function startIdentityApp(options: { redis?: boolean } = {}): Promise<IdentityFixture> {
  const t = await startTestApp((config) => {
    @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts]), IdentityModule] })
    class IdentityTestModule {}
    return IdentityTestModule;
    // The tests name client addresses through X-Forwarded-For, as a trusted proxy would.
  }, { env: { TRUST_PROXY: 'true' }, redis: options.redis });
  const customers = t.app.get(CustomersService);
  const acme = await customers.createCustomer({ code: 'acme', name: 'Acme Staffing', locations: [{ code: 'west', name: 'West' }] });
  const globex = await customers.createCustomer({ code: 'globex', name: 'Globex' });
  const initech = await customers.createCustomer({ code: 'initech', name: 'Initech' });
  const staffEmail = 'rita.recruiter@acme.test';
  await t.app.get(UsersService).createUser({
    customerId: acme.id,
    email: staffEmail,
    password: STAFF_PASSWORD,
    firstName: 'Rita',
    lastName: 'Recruiter',
    extraCustomerIds: [initech.id],
    roleIds: [SEEDED_ROLE_IDS.ADMIN],
  });
  const languages = t.app.get(LanguagesService);
  await languages.seedLanguages(acme.id, [
    { code: 'en', name: 'English', is_default: true },
    { code: 'es', name: 'Español' },
  ]);
  await languages.upsertTranslations(acme.id, 'en', { welcome: 'Welcome to Acme', submit: 'Send' });
  await languages.upsertTranslations(acme.id, 'es', { welcome: 'Bienvenido a Acme' });
  return {
    t,
    call: client(t.baseUrl),
    ds: t.app.get(DataSource),
    acme,
    globex,
    initech,
    staffEmail,
    close: () => t.close(),
  };
}

/** The links of the newest email to `to` in the outbox (the embedded mailbox). */
export async function lastEmailLinks(f: IdentityFixture, to: string): Promise<string[]> {
  const res = await f.call<{ messages: { links: string[]; subject: string }[] }>('GET', `/_mailbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return res.body.messages[0]?.links ?? [];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** Registers, confirms through the emailed link and answers the applicant id. */
export async function registerConfirmed(
  f: IdentityFixture,
  email: string,
  customerCode = 'acme',
  ip = '10.9.9.9',
): Promise<number> {
  const reg = await f.call('POST', '/api/v1/applicants/register', {
    body: { customer_code: customerCode, location_code: 'hq', first_name: 'Ann', last_name: 'Applicant', email, password: PASSWORD, mobile_phone: MOBILE, accept_terms: true },
    headers: { 'x-forwarded-for': ip },
  });
  expect(reg.status).toBe(201);
  const [link] = await lastEmailLinks(f, email);
  const confirm = await f.call('POST', '/api/v1/applicants/confirm', { body: { token: tokenOf(link) } });
  expect(confirm.status).toBe(200);
  return reg.body.applicant_id as number;
}

export async function applicantLogin(f: IdentityFixture, email: string, password = PASSWORD, ip = '10.1.1.1', customerCode = 'acme') {
  return f.call('POST', '/api/v1/applicants/login', {
    body: { customer_code: customerCode, email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

export async function staffLogin(f: IdentityFixture, customerCode = 'acme', password = STAFF_PASSWORD, ip = '10.2.2.2') {
  return f.call('POST', '/api/v1/login', {
    body: { customer_code: customerCode, email: f.staffEmail, password },
    headers: { 'x-forwarded-for': ip },
  });
}

export function applicantSession(body: { access_token: string }): Session {
  return { token: body.access_token, party: 'applicant' };
}

export function staffSession(body: { access_token: string }, customerId?: number): Session {
  return { token: body.access_token, party: 'user', ...(customerId !== undefined ? { customerId } : {}) };
}

/** Sets a per-customer configuration key as a seed would ('0' switches a flag off again). */
export function setConfig(f: IdentityFixture, customerId: number, name: string, value: string): Promise<void> {
  return f.t.app.get(CustomerConfigService).setForCustomer(customerId, name, value);
}

export function countApplicants(f: IdentityFixture): Promise<number> {
  return f.ds.getRepository(ApplicantEntity).count();
}
