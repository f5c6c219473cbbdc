import { PDFDocument } from 'pdf-lib';
import { ESIGN_CONSENT_TEXT } from '@attest/contracts';
import { pdfText as pdfDrawnText } from './pdf-drawn-text';
import { renderPreviewPdf, renderSignedPdf, sha256Hex } from '../signed-pdf-renderer';
import { verifyPdf } from '../verify-logic';
import { renderFixture } from './render-fixture';

describe('renderSignedPdf', () => {
  it('draws the values and the signature image on the documents and adds the certificate page', async () => {
    const input = await renderFixture();
    const out = await renderSignedPdf(input);
    const bytes = Buffer.from(out.pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getSubject()).toBe('attest-sig-request:4711');
    const text = pdfDrawnText(bytes);
    for (const value of ['2026-04-01', '48.50', 'Ada Lovelace', 'Single', '2', 'Certificate of electronic signature', 'Signature request: 4711', 'Signer: Ada Lovelace <ada@acme.test>', '203.0.113.7', 'Chrome/131', out.contentSha256]) {
      expect(text).toContain(value);
    }
    expect(text.replace(/\n/g, ' ')).toContain(ESIGN_CONSENT_TEXT.slice(0, 60));
    for (const h of out.templateHashes) {
      expect(text).toContain(h.sha256);
      expect(h.sha256).toBe(sha256Hex(input.documents.find((d) => d.templateId === h.template_id)!.pdf));
    }
    // One embedded image per signed document (the drawn signature).
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(out.sha256).toBe(sha256Hex(out.pdf));
  });

  it('is stable: the same input gives the same bytes and hashes', async () => {
    const a = await renderSignedPdf(await renderFixture());
    const b = await renderSignedPdf(await renderFixture());
    expect(a.sha256).toBe(b.sha256);
    expect(a.contentSha256).toBe(b.contentSha256);
    expect(a.sha256).not.toBe(a.contentSha256);
  });

  it('writes a typed name in script when the signature is typed, and an audit trail alone', async () => {
    const out = await renderSignedPdf({ ...(await renderFixture()), signature: { kind: 'typed', name: 'Ada K. Lovelace' } });
    const bytes = Buffer.from(out.pdf);
    expect(pdfDrawnText(bytes)).toContain('Ada K. Lovelace');
    expect(bytes.toString('latin1')).not.toContain('/Subtype /Image');
    expect(bytes.toString('latin1')).toContain('Times-Italic');
    const audit = await PDFDocument.load(out.auditPdf);
    expect(audit.getPageCount()).toBe(1);
    expect(pdfDrawnText(Buffer.from(out.auditPdf))).toContain('Certificate of electronic signature');
  });

  it('previews values without any signature', async () => {
    const input = await renderFixture();
    const preview = Buffer.from(await renderPreviewPdf(input.documents[0].pdf, input.documents[0].values));
    expect(pdfDrawnText(preview)).toContain('2026-04-01');
    expect(preview.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfDrawnText(preview)).not.toContain('Signed 2026');
  });
});

describe('verifyPdf', () => {
  it('unchanged for the stored hash, changed but ours for one altered byte, neither for a foreign PDF', async () => {
    const out = await renderSignedPdf(await renderFixture());
    const lookups = { byFinalHash: async (h: string) => (h === out.sha256 ? { sig_request_id: 4711, signed_at: new Date('2026-03-02T10:15:00Z'), signer_name: 'Ada Lovelace' } : null) };
    expect(await verifyPdf(out.pdf, lookups)).toEqual({ produced_by_us: true, unchanged: true, sig_request_id: 4711, signed_at: '2026-03-02T10:15:00.000Z', signer_name: 'Ada Lovelace' });

    // One byte of drawn text changed (inside a content stream, the file still parses).
    const changed = Buffer.from(out.pdf);
    const at = changed.indexOf('%%EOF') - 2;
    changed[at] = changed[at] === 0x0a ? 0x20 : 0x0a;
    expect(await verifyPdf(changed, lookups)).toEqual({ produced_by_us: true, unchanged: false, sig_request_id: 4711, signed_at: null, signer_name: null });

    const foreign = await PDFDocument.create();
    foreign.addPage();
    expect(await verifyPdf(await foreign.save(), lookups)).toMatchObject({ produced_by_us: false, unchanged: false });
    expect(await verifyPdf(Buffer.from('not a pdf'), lookups)).toMatchObject({ produced_by_us: false, unchanged: false });
  });
});
