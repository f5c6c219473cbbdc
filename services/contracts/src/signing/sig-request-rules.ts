import { TEMPLATE_TYPE } from '../forms/datatypes';

/** Signature request statuses (spec applicant-side §4 "Signature request"). */
export const SIG_REQUEST_STATUSES = ['SENT', 'OPENED', 'VIEWED', 'SIGNED', 'PROCESSING'] as const;
export type SigRequestStatus = (typeof SIG_REQUEST_STATUSES)[number];

/**
 * The forward moves of the signing flow: open to fill (OPENED), open the signing frame (VIEWED), the
 * frame reports signed (SIGNED), then PROCESSING until the signed PDF is stored (complete_date set).
 * Re-opening keeps the status (OPENED→OPENED, VIEWED→VIEWED). Anything else is refused (409).
 */
const NEXT: Record<SigRequestStatus, readonly SigRequestStatus[]> = {
  SENT: ['OPENED'],
  OPENED: ['OPENED', 'VIEWED'],
  VIEWED: ['VIEWED', 'SIGNED'],
  SIGNED: ['PROCESSING'],
  PROCESSING: [],
};

export function canMoveSigRequest(from: SigRequestStatus, to: SigRequestStatus): boolean {
  return NEXT[from].includes(to);
}

/** Actionable: SENT, VIEWED or OPENED with no applicant_complete_date. */
export function isActionable(req: { status: string; applicant_complete_date?: string | null }): boolean {
  return ['SENT', 'VIEWED', 'OPENED'].includes(req.status) && !req.applicant_complete_date;
}

/** Actionable requests without sign_individually may be signed together. */
export function signableTogether<T extends { status: string; applicant_complete_date?: string | null; sign_individually?: boolean | number | null }>(
  requests: readonly T[],
): T[] {
  return requests.filter((r) => isActionable(r) && !r.sign_individually);
}

/** Template types that need no signature: paper-sign and file-upload documents. */
export const NO_SIGNATURE_TEMPLATE_TYPES: readonly number[] = [TEMPLATE_TYPE.PAPER_SIGN, TEMPLATE_TYPE.FILE_UPLOAD];

export const WOTC_8850_DIRECTIVE = 'wotc-8850';

/** Template validity (spec §4): some types are always valid; others need validated + external_id; or WOTC 8850. */
export function isTemplateValid(t: { template_type_id: number; validated?: boolean | number | null; external_id?: string | null; directive?: string | null }): boolean {
  if ([10, 11, 12, 16, 17, 18].includes(t.template_type_id)) {
    return true;
  }
  if (t.validated && t.external_id) {
    return true;
  }
  return t.directive === WOTC_8850_DIRECTIVE;
}

/** Any invalid template except one of type 19 marks the request. */
export function hasInvalidTemplates(templates: readonly Parameters<typeof isTemplateValid>[0][]): boolean {
  return templates.some((t) => t.template_type_id !== 19 && !isTemplateValid(t));
}

/** Upload rules (spec §5): accepted extensions, checked by content too; the size limit is 30 MB (decision 0005). */
export const UPLOAD_EXTENSIONS = ['.doc', '.docx', '.pdf', '.txt', '.rtf', '.jpg', '.png', '.jpeg'] as const;
export const UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
