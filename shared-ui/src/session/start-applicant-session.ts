import { changeLanguage } from '../i18n/initI18n';
import { setApplicantSession, type ApplicantSessionAnswer } from './session';

/**
 * Stores an applicant login answer and switches to the language the applicant chose, so a returning
 * applicant sees their language again (logout clears the session's language). Never rejects on the
 * language: without its translations the English fallbacks show.
 */
export async function startApplicantSession(answer: ApplicantSessionAnswer): Promise<void> {
  setApplicantSession(answer);
  if (answer.language) {
    await changeLanguage(answer.customer_code, answer.language);
  }
}
