import { ESIGN_CONSENT_TEXT_ES, PDF_WORDING } from '@attest/contracts';
import { renderChecklistPdf } from '@attest/applicant';
import { renderSignedPdf } from '../signed-pdf-renderer';
import { pdfText } from './pdf-drawn-text';
import { renderFixture } from './render-fixture';

const ENGLISH_WORDS = /\b(the|your|Signer|Signed at|Signature request|Events|Documents|Applicant|Completed|Signature|Expert|Proficient)\b/;

describe("the generated PDFs' fixed wording in the applicant's language (issue 14)", () => {
  it('writes the signature certificate and the audit trail in Spanish for a Spanish signer, with no English wording left', async () => {
    const out = await renderSignedPdf({ ...(await renderFixture()), consentText: ESIGN_CONSENT_TEXT_ES, language: 'es' });
    const audit = pdfText(Buffer.from(out.auditPdf));
    for (const text of ['Certificado de firma electrónica', 'Solicitud de firma: 4711', 'Firmante: Ada Lovelace', 'Firma: dibujada en la pantalla', 'Eventos', 'Documentos (SHA-256']) {
      expect(audit).toContain(text);
    }
    // Values stay as they are (names, hashes, the events' codes); the wording around them is Spanish.
    const wording = audit.split('\n').filter((line) => !/^[0-9a-f]{64}$/.test(line.trim()) && !/^\d{4}-\d{2}-\d{2}T/.test(line.trim()) && !line.includes('Mozilla'));
    expect(wording.filter((line) => ENGLISH_WORDS.test(line))).toEqual([]);
  });

  it('keeps English for everyone else', async () => {
    const out = await renderSignedPdf(await renderFixture());
    expect(pdfText(Buffer.from(out.auditPdf))).toContain(PDF_WORDING.en.pdf_cert_title);
  });

  it('writes the completed skills checklist in Spanish, answers included', async () => {
    const pdf = await renderChecklistPdf({
      name: 'Warehouse skills',
      description: null,
      applicantName: 'Dana Demo',
      completedDate: '2026-05-01',
      items: [{ section: 'Equipment', skill: 'Sit-down forklift', answer: 4 }, { section: 'Equipment', skill: 'Order picking', answer: 3 }],
      signature: { kind: 'typed', name: 'Dana Demo' },
      language: 'es-MX',
    });
    const text = pdfText(Buffer.from(pdf));
    for (const expected of ['Candidato: Dana Demo', 'Completada: 2026-05-01', 'Experto', 'Competente', 'Firma']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\b(Applicant|Completed|Expert|Proficient|Signature)\b/);
  });
});
