import type { WotcStatus } from '@attest/contracts';
import type { WotcAnswers } from './wotc-order.entity';

/** What a WOTC provider is told about the candidate when an order is placed. */
export interface WotcApplicant {
  customer_id: number;
  applicant_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** A placed order: INIT with a survey link, or ERROR with the provider's error code (and no link). */
export interface WotcStartResult {
  order_id: string;
  status: WotcStatus;
  error_code: string | null;
  survey_url: string | null;
}

export interface WotcOrderStatus {
  status: WotcStatus;
  error_code: string | null;
  /** The screening answers once the candidate completed the survey. */
  answers: WotcAnswers | null;
}

/**
 * A WOTC screening provider. The candidate answers the provider's survey in an iframe; the provider
 * keeps the order, we ask for its status.
 */
export interface WotcAdapter {
  /** The adapter's name, stored with each order it placed. */
  readonly provider: string;
  startSurvey(applicant: WotcApplicant): Promise<WotcStartResult>;
  status(orderId: string): Promise<WotcOrderStatus>;
  /** A fresh link to an unfinished (INIT) order's survey: provider links expire. */
  surveyUrl(orderId: string): Promise<string>;
}

export const WOTC_ADAPTER = Symbol('WOTC_ADAPTER');

/** Customer configuration key that offers the WOTC screening to the customer's applicants; unset = off. */
export const WOTC_ENABLED_KEY = 'wotc_enabled';
