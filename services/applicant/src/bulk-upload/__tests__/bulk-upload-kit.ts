import type { BulkUploadRowInput, BulkUploadSummary } from '@attest/contracts';
import { BULK_UPLOAD_CHUNK } from '@attest/contracts';
import type { client, Session } from '@attest/platform/testing';
import type { DataSource } from 'typeorm';

type Call = ReturnType<typeof client>;

/** Rows numbered from 1 with valid values; `overrides` replaces a row's values by its number. */
export function makeRows(count: number, overrides: Record<number, Record<string, string>> = {}, domain = 'bulk.test'): BulkUploadRowInput[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const values = overrides[n] ?? { email: `person${n}@${domain}`, first_name: `First${n}`, last_name: `Last${n}`, city: 'Austin', state: 'TX' };
    return { row_no: n, values };
  });
}

/** Creates an upload and sends its rows in chunks, as the browser does. */
export async function uploadRows(call: Call, session: Session, rows: BulkUploadRowInput[], sendInvitations = false): Promise<BulkUploadSummary> {
  const created = await call<BulkUploadSummary>('POST', '/api/v1/applicants/bulkupload', { session, body: { send_invitations: sendInvitations } });
  expect(created.status).toBe(201);
  for (let i = 0; i < rows.length; i += BULK_UPLOAD_CHUNK) {
    const res = await call('POST', `/api/v1/applicants/bulkupload/${created.body.upload_id}/rows`, { session, body: { rows: rows.slice(i, i + BULK_UPLOAD_CHUNK) } });
    expect(res.status).toBe(200);
  }
  return created.body;
}

export async function rowStates(ds: DataSource, uploadId: string): Promise<Record<string, number>> {
  const rows = (await ds.query('SELECT state, COUNT(*) AS n FROM bulk_upload_rows WHERE upload_id = ? GROUP BY state', [uploadId])) as { state: string; n: string | number }[];
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
