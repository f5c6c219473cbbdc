import { object, string, type InferType } from 'yup';

/**
 * The terms of service an applicant accepts (docs/decisions/0025). A new text ships with a new version: every
 * applicant who accepted an older one is asked again before the portal continues.
 */
export const TERMS_OF_SERVICE_VERSION = '2026-11-01';

/** The translation key of the terms' text (a customer overrides it per language through translations). */
export const TERMS_OF_SERVICE_TEXT_KEY = 'terms_of_service_text';

/** The applicant props that hold the acceptance (ISO time and version). */
export const TERMS_OF_SERVICE_PROPS = { acceptedAt: 'tos_accepted_at', version: 'tos_version' } as const;

/** The English text (the fallback of TERMS_OF_SERVICE_TEXT_KEY); paragraphs are separated by a blank line. */
export const TERMS_OF_SERVICE_TEXT_EN = [
  'This portal is run for the employer that invited you or that you are applying to ("the employer"). By creating an account or continuing to use the portal you agree to these terms.',
  '1. Your account. Keep your password to yourself and give true, current information. You are responsible for what is done with your account.',
  "2. Your information. The employer uses what you enter and upload to consider you for work, to onboard you and to meet its legal duties, such as verifying employment eligibility (Form I-9 and E-Verify). It is kept and shared only as the law and the employer's privacy notice allow.",
  '3. Electronic records and signatures. You agree to receive documents electronically, and your electronic signature in this portal has the same effect as a handwritten one. You may ask the employer for a paper copy.',
  "4. Acceptable use. Do not try to reach other people's information, disturb the service or upload anything unlawful or harmful.",
  '5. Changes. When these terms change you will be asked to accept the new version before you continue.',
  'Questions about these terms or your information: contact the employer.',
].join('\n\n');

/** The paragraphs of a terms text (blank-line separated; single line breaks stay inside a paragraph). */
export function termsParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** GET /api/v1/applicants/{applicantId}/TOS (staff and the applicant themself). */
export interface TermsOfServiceStatus {
  applicant_id: number;
  /** Whether the applicant ever accepted a version (accepted_at is set). */
  accepted: boolean;
  /** ISO time of the latest acceptance. */
  accepted_at: string | null;
  /** The version accepted then. */
  version: string | null;
  /** The version in force now. */
  current_version: string;
  /** The applicant accepted the version in force (the portal shows no terms step). */
  accepted_current: boolean;
  /** The translation key of the terms' text. */
  text_key: string;
  /** The caller may accept now: only the applicant in their own session (never staff, nor staff viewing as them). */
  can_accept: boolean;
}

/** POST /api/v1/applicants/{applicantId}/TOS: the version the applicant read and accepts. */
export const acceptTermsSchema = object({
  version: string().trim().required('required_field').max(64, 'es_max'),
}).noUnknown(true, 'unknown_field');
export type AcceptTermsInput = InferType<typeof acceptTermsSchema>;
