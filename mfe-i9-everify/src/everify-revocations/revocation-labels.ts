import type { Badge } from '../i9-common/i9-labels';
import { i9MessageText, type Translate } from '../i9-common/i9-text';
import type { MatchKind, RevocationEmployee } from './api/revocations-api';

const TONE: Record<MatchKind, Badge['tone']> = { exact: 'alert', by_card: 'alert', by_a_number: 'alert', none: 'muted', ambiguous: 'warn' };

/** The match kind's label (contracts' ead_revocation_match_<kind>) as a badge: a match opened a reverification task. */
export function matchBadge(t: Translate, kind: MatchKind): Badge {
  return { tone: TONE[kind], label: i9MessageText(t, `ead_revocation_match_${kind}`) };
}

export const matchLabel = (t: Translate, kind: MatchKind): string => i9MessageText(t, `ead_revocation_match_${kind}`);

export function employeeName(t: Translate, e: Pick<RevocationEmployee, 'first_name' | 'last_name' | 'applicant_id'>): string {
  return [e.first_name, e.last_name].filter(Boolean).join(' ') || t('i9_applicant_n', 'Applicant {{id}}', { id: e.applicant_id });
}

/** The export model's label (staff-side §9). */
export const revocationsModelLabel = (t: Translate): string => i9MessageText(t, 'export_model_ead_revocations');
