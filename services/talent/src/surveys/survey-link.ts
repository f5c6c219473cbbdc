import { createHmac, timingSafeEqual } from 'crypto';
import { SURVEY_TYPES, surveyRouteOf, type SurveyType } from '@attest/contracts';

/** A survey link works this long (the answer itself can be given once). */
export const SURVEY_LINK_TTL_DAYS = 30;

/** What a survey link's token names: whose survey, of which type, about which placement or interview. */
export interface SurveySubject {
  customerId: number;
  applicantId: number;
  surveyType: SurveyType;
  entityId: number;
}

export type SurveyTokenCheck = { ok: true; subject: SurveySubject } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Signed, expiring survey tokens: `{customer}.{applicant}.{type}.{entity}.{expires}.{hmac}`. No login: the
 * token is the credential for one survey only; the unique answer index makes it single-use.
 */
export class SurveyLinkSigner {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {
    if (!secret) {
      throw new Error('A signing secret is required for survey links');
    }
  }

  token(s: SurveySubject, ttlDays = SURVEY_LINK_TTL_DAYS): string {
    const expires = Math.floor(this.now() / 1000) + ttlDays * 86_400;
    const body = `${s.customerId}.${s.applicantId}.${s.surveyType}.${s.entityId}.${expires}`;
    return `${body}.${this.sign(body)}`;
  }

  check(token: unknown): SurveyTokenCheck {
    const m = typeof token === 'string' ? /^(\d{1,10})\.(\d{1,10})\.(\d)\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
    if (!m) {
      return { ok: false, reason: 'invalid' };
    }
    const body = m.slice(1, 6).join('.');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(m[6]);
    const surveyType = Number(m[3]) as SurveyType;
    if (expected.length !== given.length || !timingSafeEqual(expected, given) || !SURVEY_TYPES.includes(surveyType)) {
      return { ok: false, reason: 'invalid' };
    }
    if (Number(m[5]) * 1000 <= this.now()) {
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, subject: { customerId: Number(m[1]), applicantId: Number(m[2]), surveyType, entityId: Number(m[4]) } };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`survey-link\n${body}`).digest('base64url');
  }
}

/**
 * The URL a survey link opens: the guest route of its type under the customer's code and location, the token in
 * the query. This is the builder alerts (the first-day check-up, rate-me) and emails use.
 */
export function surveyUrl(publicUrl: string, customerCode: string, locationCode: string, surveyType: SurveyType, token: string): string {
  return `${publicUrl}/${encodeURIComponent(customerCode)}/${encodeURIComponent(locationCode)}/${surveyRouteOf(surveyType)}?token=${encodeURIComponent(token)}`;
}
