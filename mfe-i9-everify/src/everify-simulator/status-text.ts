import { EVERIFY_CASE_STATUSES, EVERIFY_MESSAGES_EN, everifyStatusKey, nextCaseStatus, type EverifyCaseStatus } from '@attest/contracts';
import type { Translate } from '../i9-common/i9-text';

/** A case status in the reader's language (keys and English from contracts' EVERIFY_MESSAGES_EN). */
export function statusText(t: Translate, status: EverifyCaseStatus): string {
  const key = everifyStatusKey(status);
  return t(key, { defaultValue: EVERIFY_MESSAGES_EN[key] ?? status });
}

/** The results E-Verify may give a case now (the same rules the simulator checks a push with). */
export function pushableStatuses(status: EverifyCaseStatus, agency: string | null, closed: boolean): EverifyCaseStatus[] {
  if (closed) {
    return [];
  }
  const tncAgency = agency === 'SSA' || agency === 'DHS' ? agency : null;
  return EVERIFY_CASE_STATUSES.filter(
    (to) => nextCaseStatus({ status, employeeNotified: true, tncAgency }, { type: 'SERVICE_RESULT', status: to }).ok,
  );
}
