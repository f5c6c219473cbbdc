import { In, type DataSource } from 'typeorm';
import { I9_MESSAGES_EN } from '@attest/contracts';
import { TranslationEntity } from '@attest/identity';
import { TenantRepository } from '@attest/platform';

export interface TncNoticeParams {
  name: string;
  employer: string;
  /** The employee's page in the portal (i9/tnc-fan): the notice is read there, after signing in. */
  link: string;
}

const KEYS = ['everify_notice_subject', 'everify_notice_body'] as const;

const fill = (text: string, params: TncNoticeParams) => text.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (key in params ? String(params[key as keyof TncNoticeParams]) : m));

/**
 * The private notice of a mismatch, by email: that there is a notice and where to read it, never the case, its
 * result or the agency (the email may be read by others). In the employee's language when the customer has it
 * translated (translations table, seeded with i9-everify-tnc.es.ts), else in English.
 */
export async function tncNoticeTexts(db: DataSource, customerId: number, language: string | null, params: TncNoticeParams): Promise<{ subject: string; text: string }> {
  const texts: Record<string, string> = Object.fromEntries(KEYS.map((k) => [k, I9_MESSAGES_EN[k]]));
  const lang = (language ?? '').trim().toLowerCase();
  if (lang && lang !== 'en' && db.hasMetadata(TranslationEntity)) {
    const rows = await new TenantRepository(db, TranslationEntity).find(customerId, { language_code: lang, tkey: In([...KEYS]) });
    for (const row of rows) {
      texts[row.tkey] = row.value;
    }
  }
  return { subject: fill(texts.everify_notice_subject, params), text: `${fill(texts.everify_notice_body, params)}\n\n${params.link}\n` };
}
