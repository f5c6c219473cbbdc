// Test-only: the E-Verify kit plus a worker for the letters and ZIPs, binary downloads and multipart uploads.
import { CstUserEntity, CustomerEntity, LocationEntity } from '@attest/identity';
import { BullMqJobQueue, STORAGE, type JobProcessor, type StorageService } from '@attest/platform';
import type { Session } from '@attest/platform/testing';
import { BundleEverifyCaseProcessor } from '../../documents/jobs/bundle-everify-case.processor';
import { ACME, startEverify, type CaseBody, type EverifyKit } from '../../__tests__/everify-test-kit';
import { RenderEverifyLetterProcessor } from '../render-everify-letter.processor';

export { ACME, GLOBEX } from '../../__tests__/everify-test-kit';
export type { CaseBody };

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TncKit extends EverifyKit {
  /** GET with a session, answered as bytes. */
  bytes(path: string, session: Session): Promise<{ status: number; body: Buffer; headers: Headers }>;
  /** POST multipart `{ file }` with a session. */
  upload(path: string, session: Session, file?: { name: string; bytes: Buffer; type?: string }): Promise<{ status: number; body: CaseBody }>;
  /** A hire whose case E-Verify answered with a mismatch (SSN ending 1111 SSA, 2222 DHS...). */
  mismatch(ssn: string): Promise<{ caseId: number; applicantId: number; session: Session; c: CaseBody }>;
  /** Polls GET `path` (a letter or a file) until its file is ready (or failed); answers the last body. */
  ready(path: string, session: Session): Promise<CaseBody>;
  /** The stored (sealed) bytes of a case file. */
  stored(fileId: number): Promise<Buffer>;
}

export async function startTnc(): Promise<TncKit> {
  const k = await startEverify();
  // The customer, its location and a named staff user: the notice's link and the decision's recorder need them.
  await k.ds.getRepository(CustomerEntity).save({ id: ACME, customer_code: 'acme', name: 'Acme Staffing Co', active: 1, created_at: new Date() });
  await k.ds.getRepository(LocationEntity).save({ location_id: 10, customer_id: ACME, location_code: 'hq', name: 'HQ' });
  await k.ds.getRepository(CstUserEntity).insert({ user_id: 902, customer_id: ACME, location_id: 10, email: 'casey.officer@acme.test', password_hash: 'x', first_name: 'Casey', last_name: 'Officer' });
  await k.startWorker();
  const files = new BullMqJobQueue({ redisUrl: REDIS_URL, prefix: k.t.config.queuePrefix });
  files.registerProcessor(k.t.app.get(RenderEverifyLetterProcessor) as unknown as JobProcessor);
  files.registerProcessor(k.t.app.get(BundleEverifyCaseProcessor) as unknown as JobProcessor);
  await files.start();
  const headersOf = (session: Session): Record<string, string> => ({
    authorization: `Basic ${session.token}`,
    'x-requested-by-party': session.party,
    ...(session.customerId !== undefined ? { 'x-request-customer-id': String(session.customerId) } : {}),
  });
  const kit: TncKit = {
    ...k,
    async bytes(path, session) {
      const res = await fetch(k.t.baseUrl + path, { headers: headersOf(session) });
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers };
    },
    async upload(path, session, file) {
      const form = new FormData();
      if (file) {
        form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
      } else {
        form.append('note', 'no file');
      }
      const res = await fetch(k.t.baseUrl + path, { method: 'POST', headers: { accept: 'application/json', ...headersOf(session) }, body: form });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as CaseBody) : {} };
    },
    async mismatch(ssn) {
      const { applicant, recordId, session } = await k.hire(ssn);
      const res = await k.call('POST', '/api/v1/everify', { session: k.admin, body: { ApplicantId: applicant.applicant_id, SigRequestId: recordId } });
      expect(res.status).toBe(201);
      const c = await k.waitForCase(res.body.id as number, (x) => (x.status === 'SSA_TNC' || x.status === 'DHS_TNC') && !x.awaiting_service);
      return { caseId: c.id as number, applicantId: applicant.applicant_id, session, c };
    },
    async ready(path, session) {
      const deadline = Date.now() + 20_000;
      let last: CaseBody = {};
      while (Date.now() < deadline) {
        const res = await k.call('GET', path, { session });
        last = res.body as CaseBody;
        const state = last.file?.state ?? last.state;
        if (res.status === 200 && (state === 'ready' || state === 'failed')) {
          return last;
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`${path} did not become ready: ${JSON.stringify(last)}`);
    },
    async stored(fileId) {
      const [row] = (await k.ds.query('SELECT storage_key FROM everify_case_files WHERE id = ?', [fileId])) as { storage_key: string }[];
      const chunks: Buffer[] = [];
      for await (const chunk of await k.t.app.get<StorageService>(STORAGE).read(row.storage_key)) {
        chunks.push(Buffer.from(chunk as Buffer));
      }
      return Buffer.concat(chunks);
    },
    async close() {
      await files.close();
      await k.close();
    },
  };
  return kit;
}

/** The mail sent to an address (the notification outbox: no SMTP in tests). */
export async function mailsTo(k: EverifyKit, to: string): Promise<{ subject: string; body: string }[]> {
  return k.ds.query("SELECT subject, body FROM notification_outbox WHERE channel = 'email' AND recipient = ? ORDER BY id", [to]);
}

/** Row count of a table, for "nothing stored" checks. */
export async function countRows(k: EverifyKit, table: string, where = '1 = 1'): Promise<number> {
  const [row] = (await k.ds.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)) as { n: number | string }[];
  return Number(row.n);
}
