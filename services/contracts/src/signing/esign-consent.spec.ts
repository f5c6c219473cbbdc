import { ESIGN_CONSENT_TEXT, ESIGN_CONSENT_TEXT_ES, esignConsentText } from './esign-consent';

describe('esignConsentText', () => {
  it('answers Spanish for es and its regional forms, English otherwise', () => {
    for (const es of ['es', 'ES', 'es-MX', 'es_US']) {
      expect(esignConsentText(es)).toBe(ESIGN_CONSENT_TEXT_ES);
    }
    for (const other of ['en', 'est', 'fr', '', null, undefined]) {
      expect(esignConsentText(other)).toBe(ESIGN_CONSENT_TEXT);
    }
  });
});
