import { object, string, type InferType } from 'yup';
import { ATS_EXTERNAL_ID_PATTERN, atsCandidateSchema, type AtsCandidate } from '../applicant/ats-association';
import type { StaffSessionDto } from './session.types';

/**
 * The recruiter tab's launch (decision 0023): the ATS host, holding a staff token, asks for a launch; the
 * tab is framed at the launch URL and exchanges the single-use token for a staff session of its own.
 */

/** A launch lives this long; the token is single use and only its SHA-256 is stored. */
export const RECRUITER_LAUNCH_TTL_SECONDS = 120;

/** Per-customer configuration key: the ATS origins allowed to frame the tab (space or comma separated). */
export const RECRUITER_TAB_ORIGINS_KEY = 'recruiter_tab_allowed_origins';

/** POST /api/v1/recruiter-tab/launches */
export const issueRecruiterLaunchSchema = object({
  external_id: string().trim().required('required_field').matches(ATS_EXTERNAL_ID_PATTERN, 'invalid_entry'),
  candidate: atsCandidateSchema.default(undefined).optional(),
}).noUnknown(true, 'unknown_field');
export type IssueRecruiterLaunchInput = InferType<typeof issueRecruiterLaunchSchema>;

export interface RecruiterLaunchDto {
  /** The address to frame: `{publicUrl}/recruiter-tab?customer={code}&launch={token}`. */
  launch_url: string;
  expires_at: string;
}

/** POST /api/v1/recruiter-tab/launches/exchange (public: the launch token is the credential). */
export const exchangeRecruiterLaunchSchema = object({
  token: string().required('required_field').max(200, 'es_max'),
  customer_code: string().trim().required('required_field').matches(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_entry'),
}).noUnknown(true, 'unknown_field');
export type ExchangeRecruiterLaunchInput = InferType<typeof exchangeRecruiterLaunchSchema>;

export interface RecruiterLaunchSessionDto {
  session: StaffSessionDto;
  external_id: string;
  candidate: AtsCandidate | null;
}

/**
 * The configured origins that are real origins (`https://ats.example.com`, `http://127.0.0.1:8080`);
 * anything else (paths, wildcards, quotes, `;`) is dropped so the value can never widen the CSP.
 */
export function parseAllowedOrigins(value: string | null | undefined): string[] {
  const out: string[] = [];
  for (const part of (value ?? '').split(/[\s,]+/)) {
    const m = /^(https?):\/\/([a-z0-9.-]+)(:\d{1,5})?\/?$/i.exec(part);
    if (m) {
      const origin = `${m[1].toLowerCase()}://${m[2].toLowerCase()}${m[3] ?? ''}`;
      if (!out.includes(origin)) {
        out.push(origin);
      }
    }
  }
  return out;
}

/** The tab's `Content-Security-Policy`: only this site and the customer's ATS origins may frame it. */
export function recruiterTabFrameAncestors(origins: readonly string[]): string {
  return `frame-ancestors ${["'self'", ...origins].join(' ')}`;
}
