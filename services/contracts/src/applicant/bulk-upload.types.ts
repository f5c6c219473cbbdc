import type { BulkUploadRowErrors, BulkUploadValues } from './bulk-upload-rules';

/** A row as the browser sends it: its number in the upload (stable, from 1) and its values. */
export interface BulkUploadRowInput {
  row_no: number;
  values: BulkUploadValues;
}

export type BulkUploadRowState = 'pending' | 'created' | 'invalid';
export type BulkUploadStatus = 'receiving' | 'queued' | 'running' | 'done';

export interface CreateBulkUploadInput {
  send_invitations: boolean;
  location_id?: number | null;
}

export interface BulkUploadSummary {
  upload_id: string;
  status: BulkUploadStatus;
  send_invitations: boolean;
  total: number;
  created: number;
  invalid: number;
  pending: number;
  event_name: string;
  subscription_url: string;
}

/** One row's outcome (no values: the browser has them). */
export interface BulkUploadRowResult {
  row_no: number;
  state: BulkUploadRowState;
  applicant_id: number | null;
  errors: BulkUploadRowErrors | null;
}

export interface BulkUploadDetail extends BulkUploadSummary {
  rows: BulkUploadRowResult[];
}

/** Real-time messages of a running upload: progress 0..100, then done with the counts. */
export interface BulkUploadProgressMessage {
  progress: number;
  created: number;
  invalid: number;
  total: number;
  done?: boolean;
}

export interface EmailCheckInput {
  emails: string[];
}

export interface EmailCheckAnswer {
  /** The normalised emails of the request that an applicant of the customer already has. */
  in_use: string[];
}
