import { PDFDocument } from 'pdf-lib';
import { pdfText as pdfDrawnText } from '../../signing/__tests__/pdf-drawn-text';
import { buildTemplatePdf } from '../template-pdf-builder';
import { TEMPLATE_PDF_LAYOUTS } from '../template-pdf-layouts';

describe('template PDF builders', () => {
  it.each(Object.keys(TEMPLATE_PDF_LAYOUTS))('%s: a one-page PDF with its heading, body and every field label', async (key) => {
    const layout = TEMPLATE_PDF_LAYOUTS[key];
    const bytes = Buffer.from(await buildTemplatePdf(layout));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(layout.title);
    const text = pdfDrawnText(bytes);
    expect(text).toContain(layout.paragraphs[0].split(' ').slice(0, 4).join(' '));
    for (const f of layout.fields) {
      expect(text).toContain(f.label);
    }
    expect(text.includes('Signature of employee')).toBe(layout.signature !== null);
  });

  it('gives the same bytes for the same layout (stable template hashes)', async () => {
    const a = await buildTemplatePdf(TEMPLATE_PDF_LAYOUTS.federal_w4);
    const b = await buildTemplatePdf(TEMPLATE_PDF_LAYOUTS.federal_w4);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('keeps every field box on the page and clear of the signature spot', () => {
    for (const layout of Object.values(TEMPLATE_PDF_LAYOUTS)) {
      for (const f of layout.fields) {
        expect(f.x + f.width).toBeLessThanOrEqual(612 - 50);
        expect(f.y).toBeGreaterThan((layout.signature?.y ?? 0) + (layout.signature?.height ?? 0));
      }
    }
  });
});
