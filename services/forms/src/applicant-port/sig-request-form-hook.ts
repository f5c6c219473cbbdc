import type { EntityManager } from 'typeorm';
import type { AuthContext, RequestMeta } from '@attest/platform';

/**
 * A form submitted inside a signature request marks that request's form complete in the same
 * transaction. Signature requests live above the engine (@attest/edocs), which provides this.
 */
export abstract class SigRequestFormHook {
  abstract markFormComplete(m: EntityManager, auth: AuthContext, sigRequestId: number, templateId: number, applicantId: number, meta?: RequestMeta): Promise<void>;
}
