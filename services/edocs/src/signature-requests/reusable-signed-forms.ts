import type { EntityManager } from 'typeorm';
import type { StorageService } from '@attest/platform';
import { formPdfKey } from '../signing/render-signed-pdf.job';
import { SigRequestTemplateEntity } from './entities/sig-request-template.entity';
import { SigRequestEntity } from './entities/sig-request.entity';

/** Customer configuration key: re-use a form the applicant already signed in an earlier completed request. */
export const REUSE_SIGNED_FORMS_KEY = 'enable_re_use_of_signed_forms';

/** A template link of one of the applicant's completed requests. */
export interface EarlierSignedForm {
  template_id: number;
  sig_request_id: number;
  reused_from_sig_request_id: number | null;
  complete_date: Date;
}

export interface ReuseCandidate {
  /** The earlier request whose per-form PDF must exist. */
  sigRequestId: number;
  /** Where the signature was given: the earlier link's own origin when that link was itself re-used. */
  originId: number;
}

/** Per template, the earlier signed forms to try, the most recently completed first. */
export function reuseCandidates(rows: readonly EarlierSignedForm[]): Map<number, ReuseCandidate[]> {
  const sorted = [...rows].sort((a, b) => new Date(b.complete_date).getTime() - new Date(a.complete_date).getTime() || b.sig_request_id - a.sig_request_id);
  const out = new Map<number, ReuseCandidate[]>();
  for (const r of sorted) {
    const list = out.get(r.template_id) ?? [];
    list.push({ sigRequestId: r.sig_request_id, originId: r.reused_from_sig_request_id ?? r.sig_request_id });
    out.set(r.template_id, list);
  }
  return out;
}

/**
 * The templates (of those given: the ones that need a signature) this applicant already signed in an
 * earlier completed request of the customer whose signed form PDF is stored → the origin request id.
 */
export async function reusableSignedForms(
  m: EntityManager,
  storage: StorageService,
  customerId: number,
  applicantId: number,
  templateIds: number[],
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  if (!templateIds.length) {
    return found;
  }
  const raw = (await m
    .createQueryBuilder(SigRequestTemplateEntity, 'l')
    .innerJoin(SigRequestEntity, 'r', 'r.sig_request_id = l.sig_request_id AND r.customer_id = l.customer_id')
    .select(['l.template_id AS template_id', 'l.sig_request_id AS sig_request_id', 'l.reused_from_sig_request_id AS reused_from', 'r.complete_date AS complete_date'])
    .where('l.customer_id = :customerId AND l.template_id IN (:...templateIds)', { customerId, templateIds })
    .andWhere('r.applicant_id = :applicantId AND r.complete_date IS NOT NULL', { applicantId })
    .getRawMany()) as { template_id: number | string; sig_request_id: number | string; reused_from: number | string | null; complete_date: Date | string }[];
  const rows: EarlierSignedForm[] = raw.map((r) => ({
    template_id: Number(r.template_id),
    sig_request_id: Number(r.sig_request_id),
    reused_from_sig_request_id: r.reused_from === null ? null : Number(r.reused_from),
    complete_date: new Date(r.complete_date),
  }));
  for (const [templateId, candidates] of reuseCandidates(rows)) {
    for (const c of candidates) {
      // The earlier request's signed form, and the origin's pages that the render will copy.
      const stored = (await storage.exists(formPdfKey(customerId, c.sigRequestId, templateId)))
        && (c.originId === c.sigRequestId || (await storage.exists(formPdfKey(customerId, c.originId, templateId))));
      if (stored) {
        found.set(templateId, c.originId);
        break;
      }
    }
  }
  return found;
}
