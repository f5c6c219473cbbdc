import { PDFDocument } from 'pdf-lib';
import { renderSignedPdf, sha256Hex } from '../signed-pdf-renderer';
import { pdfText } from './pdf-drawn-text';
import { renderFixture } from './render-fixture';

describe('renderSignedPdf with a re-used form (enable_re_use_of_signed_forms)', () => {
  it('copies the earlier signed pages as they are and names the earlier request on the certificate', async () => {
    const earlier = await renderSignedPdf(await renderFixture());
    // The earlier request's offer letter pages alone, as its per-form file would hold them.
    const full = await PDFDocument.load(earlier.pdf);
    const form = await PDFDocument.create();
    (await form.copyPages(full, [0])).forEach((p) => form.addPage(p));
    const formPdf = await form.save({ useObjectStreams: false });

    const input = await renderFixture();
    const signedAt = new Date('2026-02-01T09:30:00Z');
    input.sigRequestId = 4712;
    input.signature = { kind: 'typed', name: 'Ada Lovelace' };
    input.documents[0] = { ...input.documents[0], pdf: formPdf, values: [{ page: 1, x: 100, y: 100, text: 'NOT DRAWN' }], reused: { fromSigRequestId: 4711, signedAt } };
    const out = await renderSignedPdf(input);
    const text = pdfText(out.pdf);
    expect(text).toContain('Re-used: signed in request 4711 at 2026-02-01T09:30:00.000Z (UTC)');
    expect(text).toContain('48.50');
    expect(text).not.toContain('NOT DRAWN');
    expect(out.templateHashes[0].sha256).toBe(sha256Hex(formPdf));
    // The re-used page keeps its drawn signature; the new signature is typed.
    expect(Buffer.from(out.pdf).toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect((await PDFDocument.load(out.pdf)).getPageCount()).toBe(3);
  });

  it('renders without any new signature when every document is re-used', async () => {
    const input = await renderFixture();
    input.signature = null;
    input.documents = input.documents.map((d, i) => ({ ...d, reused: { fromSigRequestId: 100 + i, signedAt: input.signedAt } }));
    const text = pdfText((await renderSignedPdf(input)).pdf);
    expect(text).toContain('Signature: none given in this request');
    expect(text).toContain('Re-used: signed in request 101 at ');
    expect(text).not.toContain('Signed at:');
  });
});
