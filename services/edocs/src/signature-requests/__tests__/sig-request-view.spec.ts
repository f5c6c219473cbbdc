import type { SigRequestEntity } from '../entities/sig-request.entity';
import type { SigRequestTemplateEntity } from '../entities/sig-request-template.entity';
import { csvCell, csvLine } from '@attest/platform';
import { addDays, isExpired, isRowActionable, isSigRequestStatus, isTemplateReady, toSignatureRequest, type TemplateRow } from '../sig-request-view';

const tpl = (id: number, type: number, extra: Partial<TemplateRow> = {}): TemplateRow => ({
  template_id: id, template_type_id: type, name: `T${id}`, desc: null, directive: '', downloadable: 0, hide_from_applicant: 0, validated: 1, external_id: `x${id}`, ...extra,
});
const link = (templateId: number, order: number, extra: Partial<SigRequestTemplateEntity> = {}) =>
  ({ id: templateId, customer_id: 1, sig_request_id: 5, template_id: templateId, template_sort_order: order, form_complete: 0, upload_key: null, uploaded_at: null, ...extra }) as SigRequestTemplateEntity;
const req = (extra: Partial<SigRequestEntity> = {}) =>
  ({ sig_request_id: 5, applicant_id: 9, user_id: null, external_id: null, status: 'SENT', setup_date: new Date('2026-01-01T00:00:00Z'), expiration_date: null, applicant_complete_date: null, package_id: null, sign_individually: 0, isolated_signing: 0, ...extra }) as SigRequestEntity;

describe('signature request view rules', () => {
  it('knows the statuses', () => {
    expect(['SENT', 'OPENED', 'VIEWED', 'SIGNED', 'PROCESSING'].every(isSigRequestStatus)).toBe(true);
    expect(isSigRequestStatus('DONE')).toBe(false);
  });

  it('expires only after the expiration date', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(isExpired({ expiration_date: null }, now)).toBe(false);
    expect(isExpired({ expiration_date: new Date('2026-02-01T00:00:01Z') }, now)).toBe(false);
    expect(isExpired({ expiration_date: new Date('2026-01-31T23:59:59Z') }, now)).toBe(true);
    expect(addDays(now, 14).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it('applies the contracts isActionable to stored rows', () => {
    expect(isRowActionable({ status: 'OPENED', applicant_complete_date: null })).toBe(true);
    expect(isRowActionable({ status: 'OPENED', applicant_complete_date: new Date() })).toBe(false);
    expect(isRowActionable({ status: 'SIGNED', applicant_complete_date: null })).toBe(false);
  });

  it('counts uploads for paper-sign and file-upload templates, submitted forms for the others', () => {
    expect(isTemplateReady(16, { form_complete: 1, upload_key: null })).toBe(false);
    expect(isTemplateReady(17, { form_complete: 0, upload_key: 'k' })).toBe(true);
    expect(isTemplateReady(7, { form_complete: 0, upload_key: 'k' })).toBe(false);
    expect(isTemplateReady(7, { form_complete: 1, upload_key: null })).toBe(true);
    // A form re-used from an earlier signed request is ready as it is.
    expect(isTemplateReady(7, { form_complete: 0, upload_key: null, reused_from_sig_request_id: 3 })).toBe(true);
  });

  it('shows where a re-used template was signed and that it needs no signature here', () => {
    const templates = new Map([tpl(1, 7), tpl(2, 7)].map((t) => [t.template_id, t]));
    const view = toSignatureRequest(req(), [link(1, 1, { form_complete: 1, reused_from_sig_request_id: 3 }), link(2, 2)], templates, { packageName: null, signed: false, forApplicant: false });
    expect(view.templates.map((t) => [t.reused_from_sig_request_id, t.needs_signature])).toEqual([[3, false], [null, true]]);
  });

  it('sorts templates, hides hidden ones from the applicant only, derives hasInvalidTemplates from all', () => {
    const templates = new Map([tpl(1, 7), tpl(2, 1, { hide_from_applicant: 1, validated: 0 }), tpl(3, 16), tpl(4, 19, { validated: 0 })].map((t) => [t.template_id, t]));
    const links = [link(1, 3), link(2, 2), link(3, 1, { upload_key: 'k' }), link(4, 4)];
    const forApplicant = toSignatureRequest(req(), links, templates, { packageName: 'P', signed: false, forApplicant: true });
    expect(forApplicant.templates.map((t) => t.template_id)).toEqual([3, 1, 4]);
    expect(forApplicant.template_ids).toEqual([3, 2, 1, 4]);
    expect(forApplicant.hasInvalidTemplates).toBe(true);
    expect(forApplicant.templates[0]).toMatchObject({ uploaded: true, needs_signature: false });
    const forStaff = toSignatureRequest(req(), links, templates, { packageName: 'P', signed: true, forApplicant: false });
    expect(forStaff.templates.map((t) => t.template_id)).toEqual([3, 2, 1, 4]);
    expect(forStaff.signed_document_available).toBe(true);
    // Type 19 alone does not mark the request.
    const only19 = toSignatureRequest(req(), [link(4, 1), link(1, 2)], templates, { packageName: null, signed: false, forApplicant: true });
    expect(only19.hasInvalidTemplates).toBe(false);
  });

  it('writes CSV cells safely', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvLine([1, new Date('2026-01-01T00:00:00Z')])).toBe('1,2026-01-01T00:00:00.000Z\r\n');
  });
});
