import { In, type DataSource } from 'typeorm';
import { I9_MESSAGES_EN } from '@attest/contracts';
import { TranslationEntity } from '@attest/identity';
import { TenantRepository } from '@attest/platform';

export interface CorrectionRequestParams {
  /** The employee's name. */
  name: string;
  employer: string;
  /** Where the employee signs: their Section 1 page. */
  link: string;
}

const KEYS = ['i9_correction_request_subject', 'i9_correction_request_body'] as const;

const fill = (text: string, params: CorrectionRequestParams) =>
  text.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (key in params ? String(params[key as keyof CorrectionRequestParams]) : m));

/**
 * The message asking the employee to sign a Section 1 correction, in the employee's language when the
 * customer has it translated (the translations table, seeded with i9-staff-screens.es.ts), else in English.
 */
export async function correctionRequestTexts(db: DataSource, customerId: number, language: string | null, params: CorrectionRequestParams): Promise<{ subject: string; text: string }> {
  const texts: Record<string, string> = Object.fromEntries(KEYS.map((k) => [k, I9_MESSAGES_EN[k]]));
  const lang = (language ?? '').trim().toLowerCase();
  if (lang && lang !== 'en' && db.hasMetadata(TranslationEntity)) {
    const rows = await new TenantRepository(db, TranslationEntity).find(customerId, { language_code: lang, tkey: In([...KEYS]) });
    for (const row of rows) {
      texts[row.tkey] = row.value;
    }
  }
  return { subject: fill(texts.i9_correction_request_subject, params), text: `${fill(texts.i9_correction_request_body, params)}\n\n${params.link}\n` };
}
