import { PDFDocument } from 'pdf-lib';
import { boxWithin, inkIn, pdfWords } from '@attest/platform/testing';
import { stampDocument } from '../stamp-values';

async function blankPage(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return doc;
}

describe('stampDocument', () => {
  it('draws a value with a box height inside that box, centred, and shrinks the text for a low box', async () => {
    const doc = await blankPage();
    const tall = { x: 72, y: 600, width: 200, height: 24 };
    const low = { x: 72, y: 500, width: 200, height: 9 };
    await stampDocument(doc, [
      { page: 1, ...tall, text: 'Dana Demo' },
      { page: 1, ...low, text: 'Quigley' },
    ]);
    const bytes = Buffer.from(await doc.save());
    const words = pdfWords(bytes);
    for (const [text, box] of [['Dana', tall], ['Demo', tall], ['Quigley', low]] as const) {
      const word = words.find((w) => w.text === text)!;
      expect({ text, inside: boxWithin(word, box) }).toEqual({ text, inside: true });
    }
    const dana = words.find((w) => w.text === 'Dana')!;
    // Centred: as much room above the glyphs as below, give or take a point.
    expect(Math.abs(dana.y - tall.y - (tall.y + tall.height - dana.y - dana.height))).toBeLessThan(2);
    expect(inkIn(bytes, 1, tall, 792)).toBeGreaterThan(0.02);
    expect(inkIn(bytes, 1, { x: 72, y: 700, width: 200, height: 24 }, 792)).toBe(0);
  });

  it('keeps a position without a height as the baseline (the seeded templates place values so)', async () => {
    const doc = await blankPage();
    await stampDocument(doc, [{ page: 1, x: 100, y: 400, text: 'Baseline' }]);
    const word = pdfWords(Buffer.from(await doc.save())).find((w) => w.text === 'Baseline')!;
    // Helvetica's descent at 10 pt is about 2.1 pt below the baseline; the word box starts there.
    expect(word.y).toBeGreaterThan(397);
    expect(word.y).toBeLessThan(400);
    expect(word.x).toBeCloseTo(100, 0);
  });
});
