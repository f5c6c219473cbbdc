import { makeTemplate } from './testing/make-field';
import { directiveOf, previewOffer } from './preview-offer';

describe('previewOffer', () => {
  it('offers preview and download of an ordinary template', () => {
    expect(previewOffer(makeTemplate({ template_id: 5 }))).toEqual({
      previewUrl: '/api/v1/Templates/5/preview',
      downloadUrl: '/api/v1/Templates/5/preview',
      paperSign: false,
      directive: 'dynamic',
    });
  });

  it.each([10, 16, 17, 18, 19])('offers nothing for template type %i', (type) => {
    expect(previewOffer(makeTemplate({ template_type_id: type, has_paper_sign_pdf: true })).previewUrl).toBeNull();
  });

  it("offers nothing for directive 'tnc-fan', unless auto_enable_preview allows it", () => {
    const tnc = makeTemplate({ directive: 'tnc-fan' });
    expect(previewOffer(tnc).previewUrl).toBeNull();
    expect(previewOffer(tnc, { autoEnablePreview: true }).previewUrl).toBe('/api/v1/Templates/1/preview');
  });

  it('paper-sign templates use the paper-sign PDF (staff through the staff endpoint)', () => {
    const paper = makeTemplate({ template_id: 9, template_type_id: 17, has_paper_sign_pdf: true });
    expect(previewOffer(paper, { autoEnablePreview: true }).previewUrl).toBe('/api/v1/Applicants/SignatureRequests/form/9/paper-sign-pdf');
    const withPaperPdf = makeTemplate({ template_id: 9, has_paper_sign_pdf: true });
    expect(previewOffer(withPaperPdf).paperSign).toBe(true);
    expect(previewOffer(withPaperPdf, { staff: true }).previewUrl).toBe('/api/v1/templates/9/paper-sign-pdf');
  });

  it('no download when not downloadable, nothing without a PDF; empty directive is dynamic', () => {
    expect(previewOffer(makeTemplate({ downloadable: false })).downloadUrl).toBeNull();
    expect(previewOffer(makeTemplate({ has_pdf: false })).previewUrl).toBeNull();
    expect(directiveOf({ directive: '' })).toBe('dynamic');
    expect(directiveOf({ directive: 'i9' })).toBe('i9');
  });
});
