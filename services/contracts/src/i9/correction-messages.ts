/**
 * English texts of the I-9 correction message keys: the message that asks the employee to review and sign a
 * Section 1 correction staff prepared (services/compliance/src/corrections). Spread into I9_MESSAGES_EN;
 * Spanish in the server's seed (i9-staff-screens.es.ts). Parameters use i18next interpolation ({{name}}).
 */
export const I9_CORRECTION_MESSAGES_EN: Readonly<Record<string, string>> = {
  i9_correction_request_subject: 'Form I-9: please review and sign the corrected Section 1 for {{employer}}',
  i9_correction_request_body:
    'Hello {{name}},\n\n{{employer}} corrected Section 1 of your Form I-9. Sign in to review the correction: if it is right, sign it; if not, change it before you sign. Until you sign, the Section 1 you signed before stays in force.',
};
