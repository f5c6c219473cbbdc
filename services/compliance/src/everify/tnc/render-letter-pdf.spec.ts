import { pdfText } from '@attest/platform/testing';
import { renderLetterPdf, type LetterInput } from './render-letter-pdf';

const base: LetterInput = {
  kind: 'fan',
  lang: 'en',
  caseNumber: '2025123456789AB',
  employeeName: 'Ada Lovelace',
  employerName: 'Acme Staffing',
  agency: 'DHS',
  tncIssuedOn: '2025-06-02',
  noticeDue: '2025-06-16',
  referredOn: null,
  contactDue: null,
  createdAt: new Date('2025-06-02T10:00:00Z'),
};

describe('the E-Verify letters (Further Action Notice, Referral Date Confirmation)', () => {
  it('draws the notice with the case, the employee, the agency, the dates and the contact instructions', async () => {
    const text = pdfText(await renderLetterPdf(base));
    for (const expected of ['Further Action Notice', '2025123456789AB', 'Ada Lovelace', 'Acme Staffing', 'Department of Homeland Security (DHS)', '06/02/2025', '06/16/2025', '888-897-7781', 'Step 1: Will you take action on the mismatch?']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('{{');
  });

  it('writes the Spanish notice in Spanish, with the agency in its grammatical forms', async () => {
    const text = pdfText(await renderLetterPdf({ ...base, lang: 'es', agency: 'SSA' }));
    for (const expected of ['Aviso de Acción Adicional', 'Paso 1: ¿Tomará medidas sobre la discrepancia?', 'Administración del Seguro Social (SSA)', '1-800-772-1213', 'Página 1 de']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(text).not.toContain('Further Action Notice');
    const dhs = pdfText(await renderLetterPdf({ ...base, lang: 'es' }));
    expect(dhs.replace(/\s+/g, ' ')).toContain('del Departamento de Seguridad Nacional');
    expect(dhs).not.toContain('de el ');
  });

  it('draws the referral letter with the referral date and the 8-working-day contact deadline', async () => {
    const text = pdfText(await renderLetterPdf({ ...base, kind: 'referral', referredOn: '2025-06-04', contactDue: '2025-06-16' }));
    expect(text).toContain('Referral Date Confirmation');
    expect(text.replace(/\s+/g, ' ')).toContain('no later than 06/16/2025');
    expect(text).toContain('06/04/2025');
  });

  it('gives the same bytes for the same input', async () => {
    expect(Buffer.from(await renderLetterPdf(base)).equals(Buffer.from(await renderLetterPdf(base)))).toBe(true);
  });
});
