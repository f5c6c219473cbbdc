import { boolean, object, string } from 'yup';
import { TNC_FAN_LANGUAGES, type TncFanLanguage } from '@attest/contracts';
import { fieldErrors } from '@attest/platform';

/**
 * POST /api/v1/everify/{id}/tncfanworkflow: the employee's answers to the notice's two steps (shapes here;
 * contracts' evaluateTncFan says which answers are complete) and the language they read it in.
 */
export const tncWorkflowSchema = object({
  tnc_fan_step1: boolean().strict().typeError('invalid_entry').nullable(),
  tnc_fan_step2: boolean().strict().typeError('invalid_entry').nullable(),
  tnc_fan_language: string().typeError('invalid_entry').nullable().oneOf([...TNC_FAN_LANGUAGES, null], 'invalid_entry'),
}).noUnknown('unknown_field');

export interface TncWorkflowBody {
  tnc_fan_step1?: boolean | null;
  tnc_fan_step2?: boolean | null;
  tnc_fan_language?: TncFanLanguage | null;
}

/** `?lang=` of the letters (en by default; anything else 400 with the field). */
export function letterLang(lang: string | undefined): TncFanLanguage {
  if (lang === undefined || lang === '') {
    return 'en';
  }
  if (!(TNC_FAN_LANGUAGES as readonly string[]).includes(lang)) {
    throw fieldErrors({ lang: 'invalid_entry' });
  }
  return lang as TncFanLanguage;
}
