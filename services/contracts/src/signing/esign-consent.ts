/**
 * What the applicant agrees to before signing (ESIGN Act / UETA consent). The signing page shows it, the
 * sign call requires `consent: true`, and the audit certificate and the 'signed' event carry it verbatim.
 */
export const ESIGN_CONSENT_TEXT =
  'I agree to use electronic records and signatures. I understand that my electronic signature on these documents ' +
  'is the legal equivalent of my handwritten signature, that I may ask for a paper copy, and that I may withdraw this ' +
  'consent before signing by closing this page and contacting the employer.';
