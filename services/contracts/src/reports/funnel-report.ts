import type { ReportRange } from './report-range';

/**
 * The document states of the funnel, in order: a signature request sent, opened to fill, its signing frame
 * viewed, signed (SIGNED or PROCESSING) and complete (the signed PDF stored).
 */
export const FUNNEL_DOCUMENT_STATES = ['SENT', 'OPENED', 'VIEWED', 'SIGNED', 'COMPLETE'] as const;
export type FunnelDocumentState = (typeof FUNNEL_DOCUMENT_STATES)[number];

export interface FunnelStep {
  kind: 'application' | 'document';
  /** An application status (SIGNUP … COMPLETE) or a document state. */
  step: string;
  /** Applicants who got at least this far. */
  reached: number;
  percent_of_registered: number;
  /** Applicants who reached the step before (the registered, for the first step of each kind) but not this one. */
  drop_off: number;
  drop_off_percent: number;
  /** Median hours from arriving at the step before to arriving at this one; null when nobody has both times. */
  median_hours: number | null;
}

export interface FunnelReport extends ReportRange {
  /** Applicants registered in the range (and location). */
  registered: number;
  steps: FunnelStep[];
}
