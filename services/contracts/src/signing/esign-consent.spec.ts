import { ESIGN_CONSENT_TEXT, ESIGN_CONSENT_TEXT_ES, ESIGN_CONSENT_TEXT_FR, esignConsentText } from './esign-consent';

describe('esignConsentText', () => {
  it('answers Spanish for es and its regional forms, English otherwise', () => {
    for (const es of ['es', 'ES', 'es-MX', 'es_US']) {
      expect(esignConsentText(es)).toBe(ESIGN_CONSENT_TEXT_ES);
    }
    for (const other of ['en', 'est', 'fro', 'de', '', null, undefined]) {
      expect(esignConsentText(other)).toBe(ESIGN_CONSENT_TEXT);
    }
  });

  it('answers French for fr and its regional forms (issue 17)', () => {
    for (const fr of ['fr', 'FR', 'fr-CA', 'fr_FR']) {
      expect(esignConsentText(fr)).toBe(ESIGN_CONSENT_TEXT_FR);
    }
  });

  it('says the same things in French as in English: electronic records, legal equivalence, a paper copy, withdrawal', () => {
    for (const said of ['documents et des signatures électroniques', 'même valeur juridique que ma signature manuscrite', 'copie papier', 'retirer ce consentement avant de signer']) {
      expect(ESIGN_CONSENT_TEXT_FR).toContain(said);
    }
    expect(ESIGN_CONSENT_TEXT_FR).not.toBe(ESIGN_CONSENT_TEXT);
  });
});
