import { PDFDocument } from 'pdf-lib';
import { ESIGN_CONSENT_TEXT_FR, PDF_WORDING } from '@attest/contracts';
import { renderSignedPdf } from '../signed-pdf-renderer';
import { pdfText } from './pdf-drawn-text';
import { renderFixture } from './render-fixture';

/** English wording that has no French twin ("Signature", "Documents" are the same word in both and are left out). */
const ENGLISH_ONLY = /\b(the|your|Signer|Signed at|Signature request|Events|drawn on screen|typed name|Consent|template|whole file|Audit trail|request)\b/;

describe("the signed PDF's fixed wording in French for a French signer (issue 17)", () => {
  it('writes the certificate and the audit trail in French, with no English wording left', async () => {
    const out = await renderSignedPdf({ ...(await renderFixture()), consentText: ESIGN_CONSENT_TEXT_FR, language: 'fr' });
    const audit = pdfText(Buffer.from(out.auditPdf));
    for (const text of [
      'Certificat de signature électronique',
      'Demande de signature : 4711',
      'Signataire : Ada Lovelace',
      "Signature : dessinée à l'écran",
      'Événements',
      'Consentement à la signature électronique',
      'Offer letter (modèle 11)',
      'SHA-256 du contenu signé',
    ]) {
      expect(audit).toContain(text);
    }
    // The consent shown on the page is the one the certificate carries, in French.
    expect(audit).toContain("J'accepte d'utiliser des documents et des signatures électroniques.");
    // Values stay as they are (hashes, dates, the browser's user agent); the wording around them is French.
    const wording = audit.split('\n').filter((line) => !/^[0-9a-f]{64}$/.test(line.trim()) && !/^\d{4}-\d{2}-\d{2}T/.test(line.trim()) && !line.includes('Mozilla'));
    expect(wording.filter((line) => ENGLISH_ONLY.test(line))).toEqual([]);
  });

  it("titles both files in French (the PDF's document title)", async () => {
    const out = await renderSignedPdf({ ...(await renderFixture()), consentText: ESIGN_CONSENT_TEXT_FR, language: 'fr-CA' });
    expect((await PDFDocument.load(out.pdf)).getTitle()).toBe('Documents signés - demande 4711');
    expect((await PDFDocument.load(out.auditPdf)).getTitle()).toBe("Piste d'audit - demande 4711");
  });

  it('has a French text for every English one, with the same {{values}}', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(PDF_WORDING.fr).sort()).toEqual(Object.keys(PDF_WORDING.en).sort());
    for (const [key, english] of Object.entries(PDF_WORDING.en)) {
      const french = PDF_WORDING.fr[key as keyof typeof PDF_WORDING.en];
      expect([key, french.trim().length > 0, placeholders(french)]).toEqual([key, true, placeholders(english)]);
    }
  });

  it('keeps English for a language without its own wording', async () => {
    const out = await renderSignedPdf({ ...(await renderFixture()), language: 'de' });
    expect(pdfText(Buffer.from(out.auditPdf))).toContain(PDF_WORDING.en.pdf_cert_title);
  });
});
