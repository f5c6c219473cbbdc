// Test-only: the compliance module on MariaDB with BullMQ on Redis, E-Verify on, and workers the test starts and stops.
import { Module } from '@nestjs/common';
import IORedis from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { applicantDataParts, type ApplicantEntity } from '@attest/applicant';
import { SEEDED_ROLE_IDS } from '@attest/contracts';
import { identityDataParts } from '@attest/identity';
import { BullMqJobQueue, CustomerConfigService, PlatformModule, type AppConfig, type JobProcessor } from '@attest/platform';
import { client, grantRole, sessionFor, startTestApp, type Session } from '@attest/platform/testing';
import { ACME, citizenSection1, GLOBEX, insertApplicant, passportSection2, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { complianceDataParts } from '../../compliance-data';
import { RecordsModule } from '../../records/records.module';
import { Section1Module } from '../../section1/section1.module';
import { Section2Module } from '../../section2/section2.module';
import { EverifyModule } from '../everify.module';
import { RefreshEverifyCasesProcessor } from '../jobs/refresh-everify-cases.processor';
import { SyncEverifyCaseProcessor } from '../jobs/sync-everify-case.processor';

export { ACME, GLOBEX };

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// The I-9 parts E-Verify builds on (records, Section 1 and 2) and E-Verify, on every compliance table.
function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, complianceDataParts]), RecordsModule, Section1Module, Section2Module, EverifyModule] })
  class EverifyTestModule {}
  return EverifyTestModule;
}

export interface EverifyKit extends ComplianceKit {
  /** A worker process's queue: consumes the E-Verify jobs of this test run (close it to stop that worker). */
  startWorker(): Promise<BullMqJobQueue>;
  /** Ada's, Wes's... a new hire of ACME with a signed I-9 (Section 1 with `ssn`, Section 2 by staff); answers applicant and record. */
  hire(ssn: string, overrides?: { firstDay?: string; location?: number; customerId?: number; documents?: unknown[] }): Promise<{ applicant: ApplicantEntity; recordId: number; session: Session }>;
  /** A new hire of ACME whose Section 1 is signed, Section 2 not yet. */
  hireSection1Only(): Promise<{ applicant: ApplicantEntity; recordId: number }>;
  /** Polls GET /api/v1/everify/{id} until `test` holds (15 s). */
  waitForCase(id: number, test: (c: CaseBody) => boolean, session?: Session): Promise<CaseBody>;
  /** A socket subscribed to the customer's case channel; `messages` fills as cases change. */
  listen(session: Session): Promise<{ messages: { case_id: number; version: number }[]; close(): void }>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read ad hoc by each test
export type CaseBody = Record<string, any>;

/** Quick retries: a test outage lasts seconds. */
process.env.EVERIFY_JOB_BACKOFF_MS = '250';
process.env.EVERIFY_JOB_ATTEMPTS = '12';

export async function startEverify(): Promise<EverifyKit> {
  const t = await startTestApp(moduleFor, { redis: true, env: { TRUST_PROXY: 'true' } });
  const ds = t.app.get(DataSource);
  const ada = await insertApplicant(t.app, ACME, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', location_id: 10 });
  const wes = await insertApplicant(t.app, ACME, { first_name: 'Wes', last_name: 'Western', email: 'wes@acme.test', location_id: 11 });
  const eve = await insertApplicant(t.app, GLOBEX, { first_name: 'Eve', last_name: 'Other', email: 'eve@globex.test', location_id: 20 });
  await grantRole(t.app, 906, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER, 11);
  const config = t.app.get(CustomerConfigService);
  await config.setForCustomer(ACME, 'enable_everify', 'true');
  await config.setForCustomer(GLOBEX, 'enable_everify', 'true');
  // Case creation needs a passed E-Verify assessment unless the customer waives it; the guard has its own tests (everify/assessment).
  for (const c of [ACME, GLOBEX]) {
    await config.setForCustomer(c, 'by_pass_everify_assessment_requirements', 'true');
  }
  const call = client(t.baseUrl);
  const workers: BullMqJobQueue[] = [];
  const admin = await sessionFor(t.app, 'user', 900, ACME);
  const globexAdmin = await sessionFor(t.app, 'user', 905, GLOBEX);
  let hires = 0;
  /** The employee fills and signs Section 1 (the answer is shown when a step is refused). */
  const signSection1 = async (session: Session, overrides: Record<string, unknown>): Promise<number> => {
    const opened = await call('GET', '/api/v1/i9', { session });
    const saved = await call('PUT', '/api/v1/i9/section1', { session, body: citizenSection1(overrides) });
    const signed = await call('POST', '/api/v1/i9/section1/sign', { session, body: { confirmed: true } });
    expect({ opened: opened.status, saved: saved.status, signed: signed.status, body: signed.status === 200 ? null : signed.body }).toEqual({ opened: 200, saved: 200, signed: 200, body: null });
    return opened.body.id as number;
  };
  const kit: EverifyKit = {
    t,
    ds,
    call,
    ada,
    wes,
    eve,
    adaSession: await sessionFor(t.app, 'applicant', ada.applicant_id, ACME),
    wesSession: await sessionFor(t.app, 'applicant', wes.applicant_id, ACME),
    eveSession: await sessionFor(t.app, 'applicant', eve.applicant_id, GLOBEX),
    admin,
    recruiter: await sessionFor(t.app, 'user', 901, ACME, SEEDED_ROLE_IDS.RECRUITER),
    compliance: await sessionFor(t.app, 'user', 902, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER),
    viewer: await sessionFor(t.app, 'user', 903, ACME, SEEDED_ROLE_IDS.VIEWER),
    westCompliance: await sessionFor(t.app, 'user', 906, ACME, null),
    globexAdmin,
    setConfig: (customerId, name, value) => config.setForCustomer(customerId, name, value),
    async startWorker() {
      const worker = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: t.config.queuePrefix });
      worker.registerProcessor(t.app.get(SyncEverifyCaseProcessor) as unknown as JobProcessor);
      worker.registerProcessor(t.app.get(RefreshEverifyCasesProcessor) as unknown as JobProcessor);
      await worker.start();
      workers.push(worker);
      return worker;
    },
    async hire(ssn, overrides = {}) {
      hires += 1;
      const customerId = overrides.customerId ?? ACME;
      const applicant = await insertApplicant(t.app, customerId, { first_name: nameOf(hires), last_name: 'Person', email: `hire${hires}-${ssn}@example.test`, location_id: overrides.location ?? (customerId === ACME ? 10 : 20) });
      const session = await sessionFor(t.app, 'applicant', applicant.applicant_id, customerId);
      const recordId = await signSection1(session, { i9_first_name: nameOf(hires), i9_last_name: 'Person', i9_email: applicant.email, i9_ssn: ssn });
      const staff = customerId === ACME ? admin : globexAdmin;
      const value = passportSection2({ ...(overrides.firstDay ? { first_day_of_employment: overrides.firstDay } : {}), ...(overrides.documents ? { documents: overrides.documents } : {}) });
      const signed = await call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: staff, body: { value, confirmed: true } });
      expect(signed.status).toBe(200);
      return { applicant, recordId, session };
    },
    async hireSection1Only() {
      hires += 1;
      const applicant = await insertApplicant(t.app, ACME, { first_name: nameOf(hires), last_name: 'Person', email: `hire${hires}@example.test`, location_id: 10 });
      const recordId = await signSection1(await sessionFor(t.app, 'applicant', applicant.applicant_id, ACME), { i9_first_name: nameOf(hires), i9_last_name: 'Person', i9_email: applicant.email });
      return { applicant, recordId };
    },
    async waitForCase(id, test, session = admin) {
      const deadline = Date.now() + 15_000;
      let last: CaseBody = {};
      while (Date.now() < deadline) {
        const res = await call('GET', `/api/v1/everify/${id}`, { session });
        last = res.body as CaseBody;
        if (res.status === 200 && test(last)) {
          return last;
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`case ${id} did not reach the expected state: ${JSON.stringify({ status: last.status, awaiting: last.awaiting_service, pending: last.pending_action, error: last.last_error })}`);
    },
    async listen(session) {
      const socket: Socket = io(t.baseUrl, { path: '/hub', transports: ['websocket'] });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const channel = await call('GET', '/api/v1/everify/channel', { session });
      expect(channel.status).toBe(200);
      const messages: { case_id: number; version: number }[] = [];
      socket.on(channel.body.event_name as string, (m: (typeof messages)[number]) => messages.push(m));
      socket.emit('register', channel.body.event_name);
      await new Promise((r) => setTimeout(r, 100));
      const sub = await call('POST', channel.body.subscription_url as string, { session, body: { value: socket.id } });
      expect(sub.status).toBe(200);
      return { messages, close: () => socket.close() };
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await t.close();
      const redis = new IORedis(REDIS_URL);
      const keys = await redis.keys(`${t.config.queuePrefix}:*`);
      if (keys.length) {
        await redis.del(...keys);
      }
      await redis.quit();
    },
  };
  return kit;
}

/** Names are letters only (the I-9's name rule): 1 → Hireb, 2 → Hirec, 26 → Hireba ... */
const nameOf = (n: number): string => {
  let out = '';
  for (let v = n; v > 0; v = Math.floor(v / 26)) {
    out = String.fromCharCode(97 + (v % 26)) + out;
  }
  return `Hire${out}`;
};

/** A YYYY-MM-DD `days` calendar days before today (UTC). */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
