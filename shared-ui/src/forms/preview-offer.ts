import { DEFAULT_DIRECTIVE, NO_PREVIEW_DIRECTIVES, NO_PREVIEW_TEMPLATE_TYPES, TEMPLATE_TYPE, type FormTemplate } from '@attest/contracts';

export interface PreviewOffer {
  /** URL of the document to preview, or null when no preview is offered. */
  previewUrl: string | null;
  /** Same document, offered for download when the template is downloadable. */
  downloadUrl: string | null;
  paperSign: boolean;
  directive: string;
}

/** An empty directive means 'dynamic'. */
export const directiveOf = (template: Pick<FormTemplate, 'directive'>): string => template.directive || DEFAULT_DIRECTIVE;

/**
 * What the dynamic form offers (spec §2 "Form engine screens" 1): no preview for template types
 * 10, 16–19 or directive 'tnc-fan' unless auto_enable_preview allows it; paper-sign templates
 * (type 17 or with a paper-sign PDF) use the paper-sign PDF. Staff (requester mode) use the staff endpoints.
 */
export function previewOffer(template: FormTemplate, opts: { autoEnablePreview?: boolean; staff?: boolean } = {}): PreviewOffer {
  const directive = directiveOf(template);
  const excluded = NO_PREVIEW_TEMPLATE_TYPES.includes(template.template_type_id) || NO_PREVIEW_DIRECTIVES.includes(directive);
  const paperSign = template.template_type_id === TEMPLATE_TYPE.PAPER_SIGN || template.has_paper_sign_pdf;
  const hasDocument = paperSign ? template.has_paper_sign_pdf : template.has_pdf;
  if ((excluded && !opts.autoEnablePreview) || !hasDocument) {
    return { previewUrl: null, downloadUrl: null, paperSign, directive };
  }
  const id = encodeURIComponent(String(template.template_id));
  let url: string;
  if (paperSign) {
    url = opts.staff ? `/api/v1/templates/${id}/paper-sign-pdf` : `/api/v1/Applicants/SignatureRequests/form/${id}/paper-sign-pdf`;
  } else {
    url = opts.staff ? `/api/v1/templates/${id}/preview` : `/api/v1/Templates/${id}/preview`;
  }
  return { previewUrl: url, downloadUrl: template.downloadable ? url : null, paperSign, directive };
}
