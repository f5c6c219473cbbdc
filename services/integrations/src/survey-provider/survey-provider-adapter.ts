import type { SurveyOrderStatus, SurveyType } from '@attest/contracts';

/** What a survey provider is told when an order is placed: whose survey, about what. */
export interface SurveyOrderRequest {
  customer_id: number;
  applicant_id: number;
  first_name: string | null;
  survey_type: SurveyType | null;
  entity_id: number | null;
  /** The applicant's language for the provider's page ('en' or 'es'). */
  lang: string;
}

export interface SurveyOrderPlaced {
  order_id: string;
  status: SurveyOrderStatus;
}

/**
 * An iframe survey provider (applicant-side §7: POST integrations/iframe/survey, status polling): it hosts the
 * survey page the portal frames and keeps the order; we ask for its status.
 */
export interface SurveyProviderAdapter {
  /** The SurveyProviderAdapterName the portal asks for. */
  readonly name: string;
  start(order: SurveyOrderRequest): Promise<SurveyOrderPlaced>;
  status(orderId: string): Promise<SurveyOrderStatus>;
  /** A fresh link to the order's page (provider links expire). */
  pageUrl(orderId: string, lang: string): Promise<string>;
}

export const SURVEY_PROVIDERS = Symbol('SURVEY_PROVIDERS');

/** Statuses after which an order is not asked again. */
export const FINISHED_SURVEY_STATUSES: readonly SurveyOrderStatus[] = ['COMPLETE', 'ERROR', 'FAILURE'];
