import { In, type DataSource } from 'typeorm';
import { I9_MESSAGES_EN } from '@attest/contracts';
import { TranslationEntity } from '@attest/identity';
import { TenantRepository } from '@attest/platform';

export interface InvitationParams {
  /** The representative's name. */
  name: string;
  employee: string;
  employer: string;
  days: number;
  link: string;
}

export interface InvitationTexts {
  subject: string;
  /** Email body: the text, then the link on its own line. */
  email: string;
  sms: string;
}

const KEYS = ['i9_second_signer_email_subject', 'i9_second_signer_email_body', 'i9_second_signer_sms'] as const;

const fill = (text: string, params: InvitationParams) =>
  text.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (key in params ? String(params[key as keyof InvitationParams]) : m));

/**
 * The invitation in the employee's language when the customer has it translated (the translations table,
 * seeded with the Spanish of i9-second-signer.es.ts), else in English (contracts' texts of the same keys).
 */
export async function invitationTexts(db: DataSource, customerId: number, language: string | null, params: InvitationParams): Promise<InvitationTexts> {
  const texts: Record<string, string> = Object.fromEntries(KEYS.map((k) => [k, I9_MESSAGES_EN[k]]));
  const lang = (language ?? '').trim().toLowerCase();
  if (lang && lang !== 'en' && db.hasMetadata(TranslationEntity)) {
    const rows = await new TenantRepository(db, TranslationEntity).find(customerId, { language_code: lang, tkey: In([...KEYS]) });
    for (const row of rows) {
      texts[row.tkey] = row.value;
    }
  }
  return {
    subject: fill(texts.i9_second_signer_email_subject, params),
    email: `${fill(texts.i9_second_signer_email_body, params)}\n\n${params.link}\n`,
    sms: fill(texts.i9_second_signer_sms, params),
  };
}
