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

/** The consent in the applicant's language ('es', 'es-MX' → Spanish); English otherwise. */
export function esignConsentText(language: string | null | undefined): string {
  return language && /^es([-_]|$)/i.test(language) ? ESIGN_CONSENT_TEXT_ES : ESIGN_CONSENT_TEXT;
}
