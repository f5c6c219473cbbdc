import { Injectable, Logger } from '@nestjs/common';
import { PropertiesService } from '@attest/applicant';
import type { AuthContext } from '@attest/platform';

/** The TNC notice's applicant properties (spec: applicant-side §3, staff-side §3 "TNC FAN applicant properties"). */
export const TNC_FAN_PROPERTIES = ['tnc_fan_step1', 'tnc_fan_step2', 'tnc_fan_downloaded', 'tnc_fan_language'] as const;
export type TncFanProperty = (typeof TNC_FAN_PROPERTIES)[number];

/** tnc_fan_language holds JSON with the language (spec). */
export const languageProperty = (lang: string): string => JSON.stringify({ language: lang });

/**
 * Mirrors the notice's state into the employee's applicant properties through the applicant service (its
 * checks and audit): the employee writes their own, staff write the employee's. The case's workflow row is the
 * record; a mirror that fails is logged (never the values) and does not undo the decision.
 */
@Injectable()
export class TncPropertiesService {
  private readonly logger = new Logger('TncProperties');

  constructor(private readonly properties: PropertiesService) {}

  async mirror(auth: AuthContext, applicantId: number, values: Partial<Record<TncFanProperty, string | null>>): Promise<void> {
    const body = Object.entries(values).map(([code, value]) => ({ code, value, state: null }));
    try {
      if (auth.party === 'applicant') {
        await this.properties.patchOwn(auth, body);
      } else {
        await this.properties.patchFor(auth, auth.customerId, applicantId, body);
      }
    } catch (err) {
      this.logger.warn(`applicant ${applicantId}: the TNC notice properties were not written (${err instanceof Error ? err.name : 'error'})`);
    }
  }

  /** GET /api/v1/Applicants/{id}/properties/{name}: the one property (staff in scope of the applicant). */
  async read(auth: AuthContext, applicantId: number, code: TncFanProperty): Promise<{ applicant_id: number; code: string; value: string | null }> {
    const all = await this.properties.getFor(auth, auth.customerId, applicantId);
    return { applicant_id: applicantId, code, value: all.props[code] ?? null };
  }
}
