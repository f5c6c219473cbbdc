import type { DataSource, EntityManager } from 'typeorm';
import type { AuthContext, RequestMeta } from '@attest/platform';

/**
 * What the form engine needs of signature requests, which live above it (@attest/edocs provides this):
 * a form submitted inside a request marks that request's form complete in the same transaction, and
 * template administration asks whether an open request still uses a template before retiring it.
 */
export abstract class SigRequestFormHook {
  abstract markFormComplete(m: EntityManager, auth: AuthContext, sigRequestId: number, templateId: number, applicantId: number, meta?: RequestMeta): Promise<void>;

  /** How many of the customer's open signature requests (not complete, not expired) include the template. */
  abstract openRequestsUsing(db: DataSource | EntityManager, customerId: number, templateId: number): Promise<number>;

  /**
   * The template version the applicant's request was sent with (null: sent before versions, the live template);
   * 404 when the request is not the applicant's, 400 when it does not hold the template.
   */
  abstract templateVersionOf(db: DataSource | EntityManager, customerId: number, applicantId: number, sigRequestId: number, templateId: number): Promise<number | null>;
}
