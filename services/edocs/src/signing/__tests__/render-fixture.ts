import { ESIGN_CONSENT_TEXT } from '@attest/contracts';
import { buildTemplatePdf } from '../../template-pdfs/template-pdf-builder';
import { TEMPLATE_PDF_LAYOUTS } from '../../template-pdfs/template-pdf-layouts';
import type { SignedPdfInput } from '../signed-pdf-renderer';
import { signaturePngDataUrl } from './signature-png';

/** A two-document request (offer letter + W-4) with values, a drawn signature and three events. */
export async function renderFixture(): Promise<SignedPdfInput> {
  const offer = TEMPLATE_PDF_LAYOUTS.offer_letter;
  const w4 = TEMPLATE_PDF_LAYOUTS.federal_w4;
  const at = (s: string) => new Date(`2026-03-02T${s}Z`);
  const valueOf = (code: string, text: string, layout = offer) => {
    const f = layout.fields.find((x) => x.code === code)!;
    return { page: f.page, x: f.x, y: f.y, width: f.width - 8, text };
  };
  return {
    sigRequestId: 4711,
    signerName: 'Ada Lovelace',
    signerEmail: 'ada@acme.test',
    signedAt: at('10:15:00'),
    signature: { kind: 'drawn', dataUrl: signaturePngDataUrl() },
    consentText: ESIGN_CONSENT_TEXT,
    documents: [
      { templateId: 11, name: 'Offer letter', pdf: await buildTemplatePdf(offer), signatureSpot: offer.signature, values: [valueOf('start_date', '2026-04-01'), valueOf('signature', 'Ada Lovelace'), valueOf('pay_rate', '48.50')] },
      { templateId: 12, name: 'Federal W-4', pdf: await buildTemplatePdf(w4), signatureSpot: w4.signature, values: [valueOf('dependents', '2', w4), valueOf('filing_status', 'Single', w4)] },
    ],
    events: [
      { event: 'opened', at: at('10:01:00'), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' },
      { event: 'viewed', at: at('10:10:00'), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' },
      { event: 'signed', at: at('10:15:00'), ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' },
    ],
  };
}
