import {
  hasInvalidTemplates,
  isActionable,
  NO_SIGNATURE_TEMPLATE_TYPES,
  SIG_REQUEST_STATUSES,
  type SigRequestStatus,
  type SignatureRequest,
  type SigRequestTemplate,
} from '@attest/contracts';
import type { TemplateEntity } from '@attest/forms';
import type { SigRequestEntity } from './entities/sig-request.entity';
import type { SigRequestTemplateEntity } from './entities/sig-request-template.entity';

export type TemplateRow = Pick<
  TemplateEntity,
  'template_id' | 'template_type_id' | 'name' | 'desc' | 'directive' | 'downloadable' | 'hide_from_applicant' | 'validated' | 'external_id'
>;

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

export function isSigRequestStatus(s: string): s is SigRequestStatus {
  return (SIG_REQUEST_STATUSES as readonly string[]).includes(s);
}

/** A request is expired once its expiration date has passed (no date: never). */
export function isExpired(req: Pick<SigRequestEntity, 'expiration_date'>, now = new Date()): boolean {
  return !!req.expiration_date && new Date(req.expiration_date).getTime() < now.getTime();
}

/** The contracts' isActionable for a stored row (dates instead of strings). */
export function isRowActionable(req: Pick<SigRequestEntity, 'status' | 'applicant_complete_date'>): boolean {
  return isActionable({ status: req.status, applicant_complete_date: req.applicant_complete_date ? new Date(req.applicant_complete_date).toISOString() : null });
}

/** Days from `from`, for a new or extended expiration. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * File-upload and paper-sign templates are done once a file is stored; the others once their form is submitted.
 * A form re-used from an earlier signed request is done from the start.
 */
export function isTemplateReady(
  typeId: number,
  link: Pick<SigRequestTemplateEntity, 'form_complete' | 'upload_key'> & { reused_from_sig_request_id?: number | null },
): boolean {
  if (link.reused_from_sig_request_id) {
    return true;
  }
  return NO_SIGNATURE_TEMPLATE_TYPES.includes(typeId) ? !!link.upload_key : !!link.form_complete;
}

/**
 * The request as the applicant and staff see it: templates by template_sort_order (hidden ones left out
 * for the applicant), hasInvalidTemplates over every template of the request (the contracts rule).
 */
export function toSignatureRequest(
  req: SigRequestEntity,
  links: SigRequestTemplateEntity[],
  templates: Map<number, TemplateRow>,
  opts: { packageName: string | null; signed: boolean; forApplicant: boolean },
): SignatureRequest {
  const ordered = [...links].sort((a, b) => a.template_sort_order - b.template_sort_order || a.template_id - b.template_id);
  const present = ordered.filter((l) => templates.has(l.template_id));
  const shown: SigRequestTemplate[] = present
    .map((l) => ({ l, t: templates.get(l.template_id)! }))
    .filter(({ t }) => !(opts.forApplicant && t.hide_from_applicant))
    .map(({ l, t }) => ({
      template_id: t.template_id,
      template_type_id: t.template_type_id,
      template_sort_order: l.template_sort_order,
      name: t.name,
      desc: t.desc,
      directive: t.directive || null,
      downloadable: !!t.downloadable,
      hide_from_applicant: !!t.hide_from_applicant,
      form_complete: !!l.form_complete,
      uploaded: !!l.upload_key,
      needs_signature: !NO_SIGNATURE_TEMPLATE_TYPES.includes(t.template_type_id) && !l.reused_from_sig_request_id,
      reused_from_sig_request_id: l.reused_from_sig_request_id ?? null,
    }));
  return {
    sig_request_id: req.sig_request_id,
    applicant_id: req.applicant_id,
    user_id: req.user_id,
    external_id: req.external_id,
    status: req.status,
    setup_date: iso(req.setup_date)!,
    last_activity_date: iso(req.last_activity_date),
    expiration_date: iso(req.expiration_date),
    complete_date: iso(req.complete_date),
    applicant_complete_date: iso(req.applicant_complete_date),
    candidate_signed_date: iso(req.candidate_signed_date),
    package_id: req.package_id,
    package_name: opts.packageName,
    template_ids: ordered.map((l) => l.template_id),
    sign_individually: !!req.sign_individually,
    isolated_signing: !!req.isolated_signing,
    templates: shown,
    hasInvalidTemplates: hasInvalidTemplates(present.map((l) => templates.get(l.template_id)!)),
    signed_document_available: opts.signed,
  };
}
