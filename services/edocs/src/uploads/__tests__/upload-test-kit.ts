import * as fs from 'fs';
import * as path from 'path';
import type { DataSource } from 'typeorm';
import { TEMPLATE_TYPE } from '@attest/contracts';
import type { Session } from '@attest/platform/testing';
import { TemplateEntity } from '@attest/forms';
import { SigRequestEntity, SigRequestTemplateEntity } from '../../signature-requests/entities';

export interface MultipartResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- read ad hoc by each test
}

/** Posts a multipart body built with the platform's FormData, with the spec's headers. */
export async function postMultipart(
  baseUrl: string,
  urlPath: string,
  session: Session,
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Buffer; type?: string },
): Promise<MultipartResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    form.append(k, v);
  }
  if (file) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Basic ${session.token}`, 'x-requested-by-party': session.party };
  if (session.customerId !== undefined) {
    headers['x-request-customer-id'] = String(session.customerId);
  }
  const res = await fetch(baseUrl + urlPath, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Files stored under a folder of the test storage (the "nothing stored" checks). */
export function storedFiles(storageDir: string, folder: string): string[] {
  const dir = path.join(storageDir, folder);
  if (!fs.existsSync(dir)) {
    return [];
  }
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

export async function insertTemplate(ds: DataSource, customerId: number, fields: Partial<TemplateEntity> = {}): Promise<TemplateEntity> {
  const now = new Date();
  return ds.getRepository(TemplateEntity).save({ customer_id: customerId, template_type_id: TEMPLATE_TYPE.PAPER_SIGN, name: 'W-4 paper', created_at: now, updated_at: now, ...fields });
}

/** A signature request of the applicant holding the templates. */
export async function insertRequest(ds: DataSource, customerId: number, applicantId: number, templateIds: number[], fields: Partial<SigRequestEntity> = {}): Promise<SigRequestEntity> {
  const req = await ds.getRepository(SigRequestEntity).save({ customer_id: customerId, applicant_id: applicantId, status: 'SENT', setup_date: new Date(), ...fields });
  for (const [i, template_id] of templateIds.entries()) {
    await ds.getRepository(SigRequestTemplateEntity).save({ customer_id: customerId, sig_request_id: req.sig_request_id, template_id, template_sort_order: i });
  }
  return req;
}
