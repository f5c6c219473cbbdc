// Test-only builders for signature requests.
import type { SignatureRequest, SigRequestTemplate } from '@attest/contracts';

export function makeSigTemplate(overrides: Partial<SigRequestTemplate> & Pick<SigRequestTemplate, 'template_id'>): SigRequestTemplate {
  return {
    template_type_id: 4,
    template_sort_order: 0,
    name: `Template ${overrides.template_id}`,
    desc: null,
    directive: null,
    downloadable: true,
    hide_from_applicant: false,
    form_complete: false,
    uploaded: false,
    needs_signature: true,
    reused_from_sig_request_id: null,
    ...overrides,
  };
}

export function makeSigRequest(overrides: Partial<SignatureRequest> & Pick<SignatureRequest, 'sig_request_id'>): SignatureRequest {
  return {
    applicant_id: 42,
    user_id: null,
    external_id: null,
    status: 'SENT',
    setup_date: '2026-11-01T12:00:00Z',
    last_activity_date: null,
    expiration_date: null,
    complete_date: null,
    applicant_complete_date: null,
    candidate_signed_date: null,
    package_id: null,
    package_name: null,
    template_ids: [],
    sign_individually: false,
    isolated_signing: false,
    templates: [],
    hasInvalidTemplates: false,
    signed_document_available: false,
    ...overrides,
  };
}
