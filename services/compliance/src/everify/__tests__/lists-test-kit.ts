// Test-only: the whole compliance module on MariaDB with BullMQ on Redis, E-Verify on for both customers, and hires
// whose I-9s carry an A-Number and an EAD (the numbers a Status Change Report is matched on).
import { Module } from '@nestjs/common';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { applicantDataParts, type ApplicantEntity } from '@attest/applicant';
import { addCalendarDays, SEEDED_ROLE_IDS } from '@attest/contracts';
import { identityDataParts } from '@attest/identity';
import { CustomerConfigService, JOB_QUEUE, PlatformModule, QueueName, type AppConfig, type JobQueue } from '@attest/platform';
import { client, grantRole, sessionFor, startTestApp, type Session } from '@attest/platform/testing';
import { ACME, citizenSection1, countRows, GLOBEX, HQ, insertApplicant, passportSection2, WEST, type ComplianceKit } from '../../__tests__/compliance-test-app';
import { complianceDataParts } from '../../compliance-data';
import { ComplianceModule } from '../../compliance.module';
import { todayYmd } from '../../shared/i9-rules';
import { postImage, type MultipartAnswer } from '../../documents/__tests__/image-test-kit';

export { ACME, countRows, GLOBEX, HQ, insertApplicant, passportSection2, todayYmd, WEST };
export { PurgeExpiredI9Processor } from '../../retention/purge-expired-i9.processor';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function moduleFor(config: AppConfig) {
  @Module({ imports: [PlatformModule.forRoot(config, [identityDataParts, applicantDataParts, complianceDataParts]), ComplianceModule] })
  class EverifyListsTestModule {}
  return EverifyListsTestModule;
}

export interface HireOptions {
  customerId?: number;
  location?: number;
  /** Section 1's A-Number/USCIS number (a noncitizen authorized to work); absent: a U.S. citizen. */
  aNumber?: string;
  /** The EAD (Form I-766) card number of Section 2 (List A); absent: a U.S. passport. */
  card?: string;
  ssn?: string;
  email?: string;
  /** False: Section 1 only (the test signs Section 2 itself). */
  signSection2?: boolean;
}

export interface Hire {
  applicant: ApplicantEntity;
  recordId: number;
  session: Session;
}

export interface ListsKit extends ComplianceKit {
  hire(o?: HireOptions): Promise<Hire>;
  /** Multipart `{ file }` with the session's headers. */
  upload(session: Session, path: string, fileName: string, content: string | Buffer, type?: string): Promise<MultipartAnswer>;
  /** The server's own queue, consuming (BullMQ on Redis). */
  startQueue(): Promise<JobQueue>;
  waitForExport(queue: JobQueue, jobId: string): Promise<void>;
}

export const EAD = (number: string, expiration = addCalendarDays(todayYmd(), 400)) => ({
  list: 'A', document_type: 'EAD_I766', document_title: 'Employment Authorization Document (Form I-766)',
  issuing_authority: 'U.S. Citizenship and Immigration Services', document_number: number, expiration_date: expiration,
});

/** Names are letters only (the I-9's name rule): 1 → Hireb, 2 → Hirec ... */
const nameOf = (n: number): string => {
  let out = '';
  for (let v = n; v > 0; v = Math.floor(v / 26)) {
    out = String.fromCharCode(97 + (v % 26)) + out;
  }
  return `Hire${out}`;
};

export async function startLists(): Promise<ListsKit> {
  const t = await startTestApp(moduleFor, { redis: true, env: { TRUST_PROXY: 'true' } });
  const ds = t.app.get(DataSource);
  const ada = await insertApplicant(t.app, ACME, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', location_id: HQ });
  const wes = await insertApplicant(t.app, ACME, { first_name: 'Wes', last_name: 'Western', email: 'wes@acme.test', location_id: WEST });
  const eve = await insertApplicant(t.app, GLOBEX, { first_name: 'Eve', last_name: 'Other', email: 'eve@globex.test', location_id: 20 });
  await grantRole(t.app, 906, ACME, SEEDED_ROLE_IDS.COMPLIANCE_OFFICER, WEST);
  const config = t.app.get(CustomerConfigService);
  for (const c of [ACME, GLOBEX]) {
    await config.setForCustomer(c, 'enable_everify', 'true');
  }
  const call = client(t.baseUrl);
  const admin = await sessionFor(t.app, 'user', 900, ACME);
  const globexAdmin = await sessionFor(t.app, 'user', 905, GLOBEX);
  let hires = 0;
  let queueStarted = false;
  return {
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
    async hire(o = {}) {
      hires += 1;
      const customerId = o.customerId ?? ACME;
      const name = nameOf(hires);
      const applicant = await insertApplicant(t.app, customerId, { first_name: name, last_name: 'Person', email: o.email ?? `hire${hires}@example.test`, location_id: o.location ?? (customerId === ACME ? HQ : 20) });
      const session = await sessionFor(t.app, 'applicant', applicant.applicant_id, customerId);
      const authorized = o.aNumber ? { attest_type: 4, uscis_number: o.aNumber, work_auth_until_date: addCalendarDays(todayYmd(), 400) } : {};
      const s1 = citizenSection1({ i9_first_name: name, i9_last_name: 'Person', i9_email: applicant.email, i9_ssn: o.ssn ?? `12345${String(1000 + hires).slice(-4)}`, ...authorized });
      const opened = await call('GET', '/api/v1/i9', { session });
      const saved = await call('PUT', '/api/v1/i9/section1', { session, body: s1 });
      const signed = await call('POST', '/api/v1/i9/section1/sign', { session, body: { confirmed: true } });
      expect({ opened: opened.status, saved: saved.status, signed: signed.status, body: signed.status === 200 ? null : (saved.body ?? signed.body) }).toEqual({ opened: 200, saved: 200, signed: 200, body: null });
      const recordId = opened.body.id as number;
      if (o.signSection2 === false) {
        return { applicant, recordId, session };
      }
      const value = passportSection2(o.card ? { documents: [EAD(o.card)] } : {});
      const s2 = await call('POST', `/api/v1/i9/${recordId}/section2/sign`, { session: customerId === ACME ? admin : globexAdmin, body: { value, confirmed: true } });
      expect({ status: s2.status, body: s2.status === 200 ? null : s2.body }).toEqual({ status: 200, body: null });
      return { applicant, recordId, session };
    },
    upload(session, path, fileName, content, type = 'text/csv') {
      return postImage(t.baseUrl, path, session, {}, { name: fileName, bytes: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), type });
    },
    async startQueue() {
      const queue = t.app.get<JobQueue>(JOB_QUEUE);
      if (!queueStarted) {
        await queue.start();
        queueStarted = true;
      }
      return queue;
    },
    async waitForExport(queue, jobId) {
      for (let i = 0; i < 200; i++) {
        const job = await queue.getJob(QueueName.Exports, jobId);
        if (job?.state === 'completed') {
          return;
        }
        if (job?.state === 'failed') {
          throw new Error(job.failedReason);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`export job ${jobId} did not finish`);
    },
    async close() {
      await t.close();
      const redis = new IORedis(REDIS_URL);
      const keys = await redis.keys(`${t.config.queuePrefix}:*`);
      if (keys.length) {
        await redis.del(...keys);
      }
      await redis.quit();
    },
  };
}

/** A CSV's data lines (header excluded), split on commas (the tests' values hold none). */
export const csvRows = (csv: string): string[][] => csv.trim().split('\r\n').slice(1).filter(Boolean).map((l) => l.split(','));
