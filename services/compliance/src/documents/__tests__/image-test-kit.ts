import * as fs from 'fs';
import * as path from 'path';
import type { DataSource } from 'typeorm';
import { uploadSamples } from '@attest/platform';
import type { Session } from '@attest/platform/testing';

export interface MultipartAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- read ad hoc by each test
}

/** A small JPEG (magic numbers and markers; the server checks content, not pixels). */
/** A JPEG whose scan data differs by `fill` (SOS header, 64 bytes of scan, EOI): distinct images, valid structure. */
export const jpeg = (fill = 0): Buffer =>
  Buffer.concat([uploadSamples.jpegBytes().subarray(0, -2), Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]), Buffer.alloc(64, fill), Buffer.from([0xff, 0xd9])]);
export const png = (): Buffer => uploadSamples.pngBytes();

/** Posts multipart fields and one file with a session's headers (or extra headers only: the phone). */
export async function postImage(
  baseUrl: string,
  urlPath: string,
  auth: Session | Record<string, string>,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
): Promise<MultipartAnswer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    form.append(k, v);
  }
  if (file) {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if ('token' in auth && 'party' in auth) {
    const session = auth as Session;
    headers.authorization = `Basic ${session.token}`;
    headers['x-requested-by-party'] = session.party;
    if (session.customerId !== undefined) {
      headers['x-request-customer-id'] = String(session.customerId);
    }
  } else {
    Object.assign(headers, auth);
  }
  const res = await fetch(baseUrl + urlPath, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Files under the test storage's document-image folder. */
export function storedImageFiles(storageDir: string): string[] {
  const dir = path.join(storageDir, 'i9-document-images');
  if (!fs.existsSync(dir)) {
    return [];
  }
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile());
}

export async function trailRows(ds: DataSource, recordId: number): Promise<{ action: string; target: string | null; actor_party: string; actor_id: number }[]> {
  return ds.query('SELECT action, target, actor_party, actor_id FROM i9_trail WHERE record_id = ? ORDER BY seq', [recordId]);
}

/** A List B (driver's license) and List C (Social Security card) Section 2: both cards have a back. */
export const licenseAndSsnCard = [
  { list: 'B', document_type: 'DRIVERS_LICENSE', document_title: "Driver's License", issuing_authority: 'MT', document_number: 'D1234567', expiration_date: '2031-01-01', has_photo: true },
  { list: 'C', document_type: 'SSN_CARD', document_title: 'Social Security Account Number Card (unrestricted)', issuing_authority: 'Social Security Administration', document_number: '123456789', expiration_date: null },
];
