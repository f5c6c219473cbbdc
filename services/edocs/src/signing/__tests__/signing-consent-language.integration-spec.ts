import { ESIGN_CONSENT_TEXT, ESIGN_CONSENT_TEXT_ES, ESIGN_CONSENT_TEXT_FR } from '@attest/contracts';
import { TenantRepository } from '@attest/platform';
import { insertApplicant, sessionFor } from '@attest/edocs/testing';
import { SignedDocumentEntity, SigRequestEventEntity } from '../../signature-requests/entities';
import { readStored } from '../request-documents';
import { pdfText } from './pdf-drawn-text';
import { ACME, insertRequest, startSigning, waitFor, type SigningKit } from './signing-test-kit';

jest.setTimeout(60_000);

/** The consent is agreed in the applicant's language, and that text is what the trail and the certificate keep. */
describe('e-signature consent in the applicant language', () => {
  let k: SigningKit;
  beforeAll(async () => {
    k = await startSigning();
    await k.queue.start();
  });
  afterAll(async () => k?.t.close());

  async function signAs(language: string | null) {
    const applicant = await insertApplicant(k.t.app, ACME, { first_name: 'Luz', last_name: 'Ortega', language });
    const session = await sessionFor(k.t.app, 'applicant', applicant.applicant_id, ACME);
    const req = await insertRequest(k.ds, ACME, applicant.applicant_id, [k.templates.offer]);
    const url = await k.call('GET', `/api/sign/url/${req.sig_request_id}`, { session });
    const token = String(url.body.url).split('/').pop()!;
    const opened = await k.call('GET', `/api/sign/session/${token}`);
    expect((await k.call('POST', `/api/sign/session/${token}/sign`, { body: { signature: 'Luz Ortega', signature_kind: 'typed', consent: true } })).status).toBe(200);
    const doc = await waitFor(() => new TenantRepository(k.ds, SignedDocumentEntity).findOne(ACME, { sig_request_id: req.sig_request_id }));
    const signed = (await new TenantRepository(k.ds, SigRequestEventEntity).find(ACME, { sig_request_id: req.sig_request_id })).find((e) => e.event === 'signed')!;
    return { shown: opened.body.consent_text as string, recorded: JSON.parse(signed.meta!).consent_text as string, certificate: pdfText((await readStored(k.storage, doc.storage_key))!) };
  }

  it('shows, records and certifies the Spanish consent for a Spanish applicant', async () => {
    const { shown, recorded, certificate } = await signAs('es');
    expect(shown).toBe(ESIGN_CONSENT_TEXT_ES);
    expect(recorded).toBe(ESIGN_CONSENT_TEXT_ES);
    expect(certificate).toContain('Acepto usar registros y firmas');
    expect(certificate).not.toContain('I agree to use electronic records');
  });

  it('shows, records and certifies the French consent for a French applicant, on a French certificate (issue 17)', async () => {
    const { shown, recorded, certificate } = await signAs('fr');
    expect(shown).toBe(ESIGN_CONSENT_TEXT_FR);
    expect(recorded).toBe(ESIGN_CONSENT_TEXT_FR);
    expect(certificate).toContain("J'accepte d'utiliser des documents et des signatures");
    expect(certificate).toContain('Certificat de signature électronique');
    expect(certificate).not.toContain('I agree to use electronic records');
  });

  it('uses English for any other or no language', async () => {
    for (const language of ['en', null]) {
      const { shown, recorded, certificate } = await signAs(language);
      expect(shown).toBe(ESIGN_CONSENT_TEXT);
      expect(recorded).toBe(ESIGN_CONSENT_TEXT);
      expect(certificate).toContain('I agree to use electronic records');
    }
  });
});
