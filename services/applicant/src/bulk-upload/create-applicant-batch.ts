import { EntityManager, In } from 'typeorm';
import { bulkRowErrors, hasBulkErrors, type BulkUploadRowErrors, type BulkUploadValues } from '@attest/contracts';
import { AuditLogEntity } from '@attest/platform';
import { ApplicantEntity } from '../applicant-record/entities';
import { BulkUploadRowEntity } from './entities/bulk-upload-row.entity';
import type { BulkUploadEntity } from './entities/bulk-upload.entity';

/** Rows worked on per transaction: one multi-row insert of applicants each. */
export const BULK_BATCH = 500;

export interface BatchOutcome {
  created: number;
  invalid: number;
}

interface PendingRow {
  row_no: number;
  email_norm: string;
  data: string | null;
}

/**
 * Creates the next batch of an upload's pending rows, all in the caller's transaction: the rows are locked
 * (the upload row FOR UPDATE on MySQL; SQLite serialises writers), checked with the shared rules against the
 * upload's other rows and the customer's applicants, the valid ones inserted in one statement, every row
 * given its new state, and one audit row per applicant written. A worker killed half-way leaves nothing
 * behind, and a second run only ever sees rows still pending. Answers null when no row is pending.
 */
export async function createApplicantBatch(
  m: EntityManager,
  upload: BulkUploadEntity,
  opts: { disableInternationalPhones: boolean; batchSize?: number },
): Promise<BatchOutcome | null> {
  if (m.connection.options.type === 'mysql') {
    await m.query('SELECT upload_id FROM bulk_uploads WHERE upload_id = ? FOR UPDATE', [upload.upload_id]);
  }
  const rows = await m
    .getRepository(BulkUploadRowEntity)
    .find({ select: ['row_no', 'email_norm', 'data'], where: { upload_id: upload.upload_id, state: 'pending' }, order: { row_no: 'ASC' }, take: opts.batchSize ?? BULK_BATCH });
  if (!rows.length) {
    return null;
  }
  const emails = [...new Set(rows.map((r) => r.email_norm).filter(Boolean))];
  const duplicates = await duplicatesInUpload(m, upload.upload_id, emails);
  const inUse = await emailsInUse(m, upload.customer_id, emails);
  const valid: { row: PendingRow; values: BulkUploadValues }[] = [];
  const invalid = new Map<string, number[]>();
  for (const row of rows) {
    const values = JSON.parse(row.data ?? '{}') as BulkUploadValues;
    const errors = bulkRowErrors(values, { duplicates, inUse, disableInternationalPhones: opts.disableInternationalPhones });
    if (hasBulkErrors(errors)) {
      const key = JSON.stringify(errors satisfies BulkUploadRowErrors);
      invalid.set(key, [...(invalid.get(key) ?? []), row.row_no]);
    } else {
      valid.push({ row, values });
    }
  }
  if (valid.length) {
    await insertApplicants(m, upload, valid);
  }
  for (const [errors, rowNos] of invalid) {
    await m.update(BulkUploadRowEntity, { upload_id: upload.upload_id, row_no: In(rowNos) }, { state: 'invalid', errors });
  }
  return { created: valid.length, invalid: rows.length - valid.length };
}

async function insertApplicants(m: EntityManager, upload: BulkUploadEntity, valid: { row: PendingRow; values: BulkUploadValues }[]): Promise<void> {
  const now = new Date();
  await m
    .createQueryBuilder()
    .insert()
    .into(ApplicantEntity)
    .values(valid.map(({ row, values }) => applicantValues(upload, row.email_norm, values, now)))
    .updateEntity(false)
    .execute();
  const ids = (await m.query(
    `SELECT applicant_id, email FROM applicants WHERE customer_id = ? AND email IN (${valid.map(() => '?').join(',')})`,
    [upload.customer_id, ...valid.map((v) => v.row.email_norm)],
  )) as { applicant_id: number; email: string }[];
  const idOf = new Map(ids.map((r) => [r.email.toLowerCase(), Number(r.applicant_id)]));
  // One statement: each row takes its applicant's id by email (unique per customer).
  await m.query(
    `UPDATE bulk_upload_rows SET state = 'created', data = NULL, invite_state = ?,
       applicant_id = (SELECT a.applicant_id FROM applicants a WHERE a.customer_id = ? AND a.email = bulk_upload_rows.email_norm)
     WHERE upload_id = ? AND row_no IN (${valid.map(() => '?').join(',')})`,
    [upload.send_invitations ? 'pending' : null, upload.customer_id, upload.upload_id, ...valid.map((v) => v.row.row_no)],
  );
  await m.insert(
    AuditLogEntity,
    valid.map(({ row }) => ({
      customer_id: upload.customer_id,
      actor_party: 'user',
      actor_id: upload.user_id,
      acting_user_id: null,
      entity: 'applicant',
      entity_id: String(idOf.get(row.email_norm) ?? 0),
      action: 'create',
      changes: JSON.stringify({ source: { from: null, to: 'bulk_upload' }, bulk_upload: { from: null, to: `${upload.upload_id}#${row.row_no}` } }),
      created_at: now,
      ip: null,
    })),
  );
}

function applicantValues(upload: BulkUploadEntity, email: string, v: BulkUploadValues, now: Date): Partial<ApplicantEntity> {
  return {
    customer_id: upload.customer_id,
    location_id: upload.location_id,
    email,
    first_name: v.first_name ?? null,
    middle_name: v.middle_name ?? null,
    last_name: v.last_name ?? null,
    mobile_phone: v.mobile_phone ?? null,
    address1: v.address1 ?? null,
    city: v.city ?? null,
    state: v.state ?? null,
    zip: v.zip ?? null,
    date_registered: now,
    last_updated: now,
    active: 1,
    locked: 0,
    verified: 0,
    failed_login_count: 0,
    source: 'bulk_upload',
    application_status: 'SIGNUP',
    current_application_status: 'SIGNUP',
  };
}

async function duplicatesInUpload(m: EntityManager, uploadId: string, emails: string[]): Promise<Set<string>> {
  if (!emails.length) {
    return new Set();
  }
  const rows = (await m.query(
    `SELECT email_norm FROM bulk_upload_rows WHERE upload_id = ? AND email_norm IN (${emails.map(() => '?').join(',')}) GROUP BY email_norm HAVING COUNT(*) > 1`,
    [uploadId, ...emails],
  )) as { email_norm: string }[];
  return new Set(rows.map((r) => r.email_norm));
}

/** Normalised emails among `emails` that an applicant of the customer has (deleted ones too: the address stays taken). */
export async function emailsInUse(m: EntityManager, customerId: number, emails: string[]): Promise<Set<string>> {
  if (!emails.length) {
    return new Set();
  }
  const rows = (await m.query(
    `SELECT email FROM applicants WHERE customer_id = ? AND email IN (${emails.map(() => '?').join(',')})`,
    [customerId, ...emails],
  )) as { email: string }[];
  return new Set(rows.map((r) => r.email.toLowerCase()));
}
