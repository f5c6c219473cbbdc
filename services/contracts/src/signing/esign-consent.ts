/**
 * What the applicant agrees to before signing (ESIGN Act / UETA consent). The signing page shows it in the
 * applicant's language, the sign call requires `consent: true`, and the audit certificate and the 'signed'
 * event carry the text that was shown, verbatim.
 */
export const ESIGN_CONSENT_TEXT =
  'I agree to use electronic records and signatures. I understand that my electronic signature on these documents ' +
  'is the legal equivalent of my handwritten signature, that I may ask for a paper copy, and that I may withdraw this ' +
  'consent before signing by closing this page and contacting the employer.';

export const ESIGN_CONSENT_TEXT_ES =
  'Acepto usar registros y firmas electrónicos. Entiendo que mi firma electrónica en estos documentos equivale ' +
  'legalmente a mi firma manuscrita, que puedo pedir una copia en papel y que puedo retirar este consentimiento ' +
  'antes de firmar cerrando esta página y comunicándome con el empleador.';

export const ESIGN_CONSENT_TEXT_FR =
  "J'accepte d'utiliser des documents et des signatures électroniques. Je comprends que ma signature électronique " +
  'sur ces documents a la même valeur juridique que ma signature manuscrite, que je peux demander une copie papier ' +
  "et que je peux retirer ce consentement avant de signer en fermant cette page et en contactant l'employeur.";

/** The consent in the applicant's language ('es', 'es-MX' → Spanish; 'fr', 'fr-CA' → French); English otherwise. */
export function esignConsentText(language: string | null | undefined): string {
  if (language && /^es([-_]|$)/i.test(language)) {
    return ESIGN_CONSENT_TEXT_ES;
  }
  return language && /^fr([-_]|$)/i.test(language) ? ESIGN_CONSENT_TEXT_FR : ESIGN_CONSENT_TEXT;
}
